import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The skill selector's search: what was typed, asked of `skillSearch` once typing pauses, less the skills already
 * chosen (`has`). An answer that arrives after the text changed again is dropped, so a slow search never shows
 * results for an older query; a failed search shows none.
 */
export function useSkillSearch(query: string, skillSearch: ((query: string) => Promise<string[]>) | undefined, has: (skill: string) => boolean) {
  const [results, setResults] = useState<string[]>([]);
  useEffect(() => {
    const typed = query.trim();
    if (!typed || !skillSearch) {
      setResults([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      skillSearch(typed)
        .then((found) => {
          if (current) setResults(found.filter((skill) => !has(skill)));
        })
        .catch(() => {
          if (current) setResults([]);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `has` reads the chosen skills of this render; a new list of chosen skills alone is no reason to ask again.
  }, [query, skillSearch]);
  return { results, clear: () => setResults([]) };
}
