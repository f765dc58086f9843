import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { fetchSuggestions } from './searchApi';
import type { Suggestion } from '@careers/shared/contracts';

/** Spec §5 Search box and §9: at least 1 character, 500 ms after the last keystroke, answers kept 2 minutes. */
const SUGGESTION_MIN_LENGTH = 1;
export const SUGGESTION_DEBOUNCE_MS = 500;
export const SUGGESTION_CACHE_MS = 2 * 60 * 1000;
/** The server takes terms of at most 100 characters (400 beyond): longer ones are not suggested for. */
const SUGGESTION_MAX_LENGTH = 100;
/** Answers kept at most; a long session of typing must not grow the cache without end. */
export const SUGGESTION_CACHE_SIZE = 100;

const cache = new Map<string, { at: number; suggestions: Suggestion[] }>();

/** Keeps an answer, dropping expired ones and then the oldest beyond the cap (a Map iterates oldest first). */
function remember(key: string, suggestions: Suggestion[], now = Date.now()): void {
  for (const [k, entry] of cache) if (now - entry.at >= SUGGESTION_CACHE_MS) cache.delete(k);
  cache.delete(key);
  cache.set(key, { at: now, suggestions });
  for (const k of cache.keys()) {
    if (cache.size <= SUGGESTION_CACHE_SIZE) break;
    cache.delete(k);
  }
}

/** How many answers are kept now (tests). */
export const suggestionCacheSize = (): number => cache.size;

/** Forgets every cached answer (tests; a company switch). */
export function clearSuggestionCache(): void {
  cache.clear();
}

export interface SuggestionsState {
  suggestions: Suggestion[];
  isLoading: boolean;
  failed: boolean;
}

const idle: SuggestionsState = { suggestions: [], isLoading: false, failed: false };

/** Suggestions for what was typed, while `active` (the box has focus and the visitor typed). */
export function useSuggestions(term: string, active: boolean): SuggestionsState {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [state, setState] = useState<SuggestionsState>(idle);

  useEffect(() => {
    const typed = term.trim();
    if (!active || typed.length < SUGGESTION_MIN_LENGTH || typed.length > SUGGESTION_MAX_LENGTH) {
      setState(idle);
      return;
    }
    const key = `${domain}\n${typed.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < SUGGESTION_CACHE_MS) {
      setState({ suggestions: hit.suggestions, isLoading: false, failed: false });
      return;
    }
    let current = true;
    setState((s) => ({ ...s, isLoading: true, failed: false }));
    const timer = setTimeout(() => {
      fetchSuggestions(transport, domain, typed).then(
        (suggestions) => {
          remember(key, suggestions);
          if (current) setState({ suggestions, isLoading: false, failed: false });
        },
        () => current && setState({ suggestions: [], isLoading: false, failed: true }),
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, active, domain, transport]);

  return state;
}
