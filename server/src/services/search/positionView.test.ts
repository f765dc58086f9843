import { randomOf } from '../../testing/generatedIndex';
import { snippetOf } from './positionView';

/** The snippet as it was first written: the whole description flattened and lowercased. */
function wholeSnippet(description: string, words: string[]): string {
  const flat = description.replace(/\s+/g, ' ').replace(/ - /g, ' ').trim();
  if (flat.length <= 180) return flat;
  const lower = flat.toLowerCase();
  let at = -1;
  for (const word of words) {
    const found = lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[^\p{L}\p{N}]/gu, '')}`, 'u'));
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  let begin = at < 0 ? 0 : Math.max(0, at - 40);
  if (begin > 0) begin = flat.indexOf(' ', begin) + 1;
  let end = Math.min(flat.length, begin + 180);
  if (end < flat.length) end = flat.lastIndexOf(' ', end);
  return `${begin > 0 ? '…' : ''}${flat.slice(begin, end)}${end < flat.length ? '…' : ''}`;
}

const WORDS = ['Engineer', 'engineering', 'data', 'Python', 'PYTHON', 'team', 'we', 'a', 'Gestión', 'x-ray', 'C++', 'İstanbul', 'büro', 'supercalifragilisticexpialidocious', 'ſtaff', '\u212aelvin', 'ΣΑΣ', '•', 'data–driven'];
const GAPS = [' ', ' ', ' ', '  ', '\n', '\n\n- ', ' - ', ' -- ', '\t', ', ', '. ', '\u00a0', '\n• '];

test('snippets cut from the start of a description are those cut from the whole description', () => {
  const random = randomOf(180);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  // The ASCII words filtered once, not for every word of every description (1.5 million filters, a third of the
  // file's time); `pick` draws the same numbers either way, so the 3,000 descriptions are the same.
  const asciiWords = WORDS.filter((w) => /^[^\u0080-\uffff]*$/.test(w));
  for (let round = 0; round < 3000; round++) {
    const ascii = random() < 0.3;
    const pool = ascii ? asciiWords : WORDS;
    const length = pick([5, 40, 120, 400, 2000]);
    let description = random() < 0.2 ? pick(GAPS) : '';
    for (let i = 0; i < length; i++) description += `${pick(pool)}${pick(GAPS)}`;
    const words = Array.from({ length: Math.floor(random() * 3) }, () => pick(['engineer', 'data', 'python', 'team', 'zebra', 'gestion', 'istanbul', 'c++', 'x-ray', 'Data', 'we', 'supercal', 'staff', 'kelvin', 'σας', 'driven']));
    expect({ words, snippet: snippetOf(description, words) }).toEqual({ words, snippet: wholeSnippet(description, words) });
  }
});
