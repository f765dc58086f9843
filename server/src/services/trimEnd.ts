/**
 * `text` without any of the characters of `chars` (single UTF-16 units) at its end. A loop, not
 * `/[…]+$/`: that pattern restarts at every character of a long run and scans to the end each time,
 * quadratic in the run's length ("a" + 100,000 dots takes seconds).
 * @example trimEnd('Berlin...', ".'’-") // 'Berlin'
 */
export function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1] as string)) end -= 1;
  return text.slice(0, end);
}
