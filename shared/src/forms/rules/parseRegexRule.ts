const SLASHED = /^\/(.*)\/([a-z]*)$/s;

/**
 * Reads a regex rule value. '/pattern/flags' gives that pattern and those flags; any other string is a
 * pattern without flags. Returns null when the pattern or flags are not valid JavaScript (a definition
 * mistake, which validation then skips rather than blocking every candidate). The stateful 'g' and 'y'
 * flags are dropped so `test` gives the same answer every time.
 * @example parseRegexRule('/^[a-z]+$/i')?.test('ABC') // true
 */
export function parseRegexRule(value: string): RegExp | null {
  const match = SLASHED.exec(value);
  const source = match ? (match[1] ?? '') : value;
  const flags = match ? (match[2] ?? '').replace(/[gy]/g, '') : '';
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}
