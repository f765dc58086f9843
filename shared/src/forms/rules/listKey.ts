/**
 * Value keys of dynamic list entries: `jobs[0].title` → list 'jobs', index 0, field 'title' (spec §3: a
 * field "prefixed with list name and index").
 *
 * Parsed by hand, not with a pattern: keys arrive from anyone, and the pattern this replaces
 * (`/^(.+?)\[(\d+)\]\.(.+)$/`) backtracked quadratically — one 80 KB key held the server for seconds.
 * This reads each character at most twice, and never reads a key longer than any real form has.
 */

/** The longest value key a form may have (question names are short; a list key adds `[index].field`). */
export const MAX_VALUE_KEY_LENGTH = 200;

export interface ListKey {
  list: string;
  index: number;
  field: string;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
// What `.` in a pattern would not match: such a key was never a list key.
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * The list, index and field of a list entry's key, or null for any other key (or one over
 * MAX_VALUE_KEY_LENGTH). The list name is the shortest prefix followed by `[digits].` and a field.
 */
export function parseListKey(key: string): ListKey | null {
  if (key.length > MAX_VALUE_KEY_LENGTH || LINE_BREAK.test(key)) return null;
  for (let open = key.indexOf('[', 1); open !== -1; open = key.indexOf('[', open + 1)) {
    let end = open + 1;
    while (end < key.length && isDigit(key.charCodeAt(end))) end += 1;
    // `[`, at least one digit, `]`, `.`, and a field of at least one character.
    if (end > open + 1 && key[end] === ']' && key[end + 1] === '.' && end + 2 < key.length) {
      return { list: key.slice(0, open), index: Number(key.slice(open + 1, end)), field: key.slice(end + 2) };
    }
  }
  return null;
}
