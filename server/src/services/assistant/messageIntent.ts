import { resolvePlace } from '../search/gazetteer';
import { trimEnd } from '../trimEnd';
import type { ChatMessage } from '@careers/shared/contracts/assistant';

/**
 * What a chat message asks for, read with plain rules (no language model): the candidate's own
 * applications, saved jobs or job cart, one position by number, a job search (words and a place),
 * or help.
 */
export type Intent =
  | { kind: 'applications' }
  | { kind: 'saved' }
  | { kind: 'cart' }
  | { kind: 'position'; id: number }
  | { kind: 'search'; query: string; location: string; locationLabel: string | null }
  | { kind: 'help' };

// Words that say "I am looking for jobs" rather than what the job is.
const FILLER = new Set(
  `a about after all also am an and any anything are as at available be based best can career careers could do does
   find for from get give good have help hi hello hey how i i'd i'm im in interested into is it job jobs know latest let
   like list looking me more my near new next of on open opening openings opportunities opportunity or other please
   position positions role roles search see show some something than thanks thank that the there these this those to
   vacancies vacancy want what whats what's where which who with work working would you your yours around currently
   hiring tell us we our`.split(/\s+/),
);
// Two-letter country codes count as places only when typed in capitals ("UK", "US"); "IT" is a department.
const NOT_PLACES = new Set(['it', 'remote']);
const MAX_PLACE_WORDS = 3;

// "Applied AI" is a specialty, not a question about applications: the candidate must be the subject.
// No two adjacent parts may match the same spaces ("\s*(have)?\s+", "\s*\??\s*"): on a long run of
// spaces the engine would try every way of sharing them out, quadratic work for one message.
const APPLICATIONS = /\bmy\s+(job\s+)?applications?\b|\bapplication\s+status\b|\bstatus\s+of\s+my\b|\bi(\s*(have|'ve|’ve))?\s+applied\b|\bdid\s+i\s+apply\b|^\s*(show\s+)?applications?\s*(\?\s*)?$/i;
const SAVED = /\b(saved|bookmarked)\s+(jobs?|positions?|roles?)\b|\bjobs?\s+i\s+saved\b/i;
const CART = /\b(job\s+)?cart\b|\bshortlist\b/i;
// "\s*#?\s*" would share a run of spaces between its two halves; "(#\s*)?" cannot.
const POSITION = /(?:#|\b(?:position|job|role|id)\s*(?:#\s*)?)(\d{1,15})\b/i;
const GREETING = /^\s*(hi|hello|hey|help|thanks|thank you|what can you do|who are you)\b/i;

interface Token {
  text: string;
  lower: string;
}

function tokensOf(message: string): Token[] {
  return (message.match(/[\p{L}\p{N}][\p{L}\p{N}+#.'’-]*/gu) ?? []).map((text) => {
    // "Berlin." and "engineers'" are the words Berlin and engineers.
    const clean = trimEnd(text, ".'’-");
    return { text: clean, lower: clean.toLowerCase() };
  });
}

/** The place a run of words names, if the gazetteer knows it. */
function placeOf(words: Token[]): string | null {
  const phrase = words.map((w) => w.text).join(' ');
  if (words.length === 1) {
    const [word] = words as [Token];
    if (NOT_PLACES.has(word.lower) || FILLER.has(word.lower)) return null;
    if (word.text.length <= 2 && word.text !== word.text.toUpperCase()) return null;
  }
  return resolvePlace(phrase) ? phrase : null;
}

/** The words of a search and its place (the longest known place name wins), from one message. */
export function readSearch(message: string): { query: string; location: string; locationLabel: string | null } {
  let tokens = tokensOf(message);
  let location = '';
  let locationLabel: string | null = null;
  if (tokens.some((t) => t.lower === 'remote' || t.lower === 'remotely')) {
    location = 'remote';
    locationLabel = 'remote';
    tokens = tokens.filter((t) => t.lower !== 'remote' && t.lower !== 'remotely');
  } else {
    search: for (let n = MAX_PLACE_WORDS; n >= 1; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        const place = placeOf(tokens.slice(i, i + n));
        if (place) {
          location = place;
          locationLabel = place;
          tokens = [...tokens.slice(0, i), ...tokens.slice(i + n)];
          break search;
        }
      }
    }
  }
  // Capitals mark an acronym ("IT", "QA"), never the filler word it spells.
  const words = tokens.filter((t) => !FILLER.has(t.lower) || (t.text.length > 1 && t.text === t.text.toUpperCase())).map((t) => t.text);
  return { query: words.join(' '), location, locationLabel };
}

/**
 * The intent of the last user message. A message that names only a place ("and in London?")
 * searches again for the words of the candidate's previous search.
 */
export function intentOf(messages: readonly ChatMessage[]): Intent {
  const userMessages = messages.filter((m) => m.role === 'user');
  const last = userMessages[userMessages.length - 1]?.content ?? '';
  if (APPLICATIONS.test(last)) return { kind: 'applications' };
  if (SAVED.test(last)) return { kind: 'saved' };
  if (CART.test(last)) return { kind: 'cart' };
  const position = POSITION.exec(last);
  if (position) return { kind: 'position', id: Number(position[1]) };
  const search = readSearch(last);
  if (!search.query) {
    for (let i = userMessages.length - 2; i >= 0 && search.location; i--) {
      const earlier = readSearch(userMessages[i]?.content ?? '');
      if (earlier.query) return { kind: 'search', ...search, query: earlier.query };
    }
    if (!search.location || GREETING.test(last)) return { kind: 'help' };
  }
  return { kind: 'search', ...search };
}
