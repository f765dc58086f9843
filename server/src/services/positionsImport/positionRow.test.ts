import { readImportFile } from './importFile';
import { checkRow } from './positionRow';

const rules = { departments: null, now: new Date('2026-11-23T12:00:00.000Z') };
const good = { external_id: 'U-1', title: 'Fjord Pilot', department: 'Engineering', description: 'About it.', employment_type: 'FULL_TIME', city: 'Oslo', country: 'NO', lat: '59.9', lng: '10.7' };
type Position = Record<keyof typeof good, string>;

/** The problems of each row of `positions`, written as a JSON array (one object a line, the first on line 2) and as CSV. */
function problemsOf(positions: Position[]) {
  const json = `[\n${positions.map((p) => JSON.stringify(p)).join(',\n')}\n]`;
  const columns = Object.keys(good) as Array<keyof Position>;
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const csv = [columns.join(','), ...positions.map((p) => columns.map((c) => quote(p[c])).join(','))].join('\n');
  const check = (text: string) => readImportFile(text).flatMap((raw) => {
    const checked = checkRow(raw, rules);
    return 'problems' in checked ? checked.problems : [];
  });
  return { json: check(json), csv: check(csv) };
}

test.each([
  ['a bidirectional override', 'title', 'Fjord \u202EtoliP', 'title contains an invisible formatting character (U+202E)'],
  ['a zero-width space', 'title', 'Fjord\u200BPilot', 'title contains an invisible formatting character (U+200B)'],
  ['a zero-width non-joiner', 'external_id', 'U\u200C1', 'external id contains an invisible formatting character (U+200C)'],
  ['a zero-width joiner (also inside an emoji sequence)', 'title', 'Fjord Pilot \u{1F469}\u200D\u{1F680}', 'title contains an invisible formatting character (U+200D)'],
  ['a word joiner', 'city', 'Os\u2060lo', 'city contains an invisible formatting character (U+2060)'],
  ['a zero-width no-break space (BOM) inside a value', 'department', 'Engi\uFEFFneering', 'department contains an invisible formatting character (U+FEFF)'],
  ['a format character outside the BMP (a language tag)', 'title', 'Fjord Pilot\u{E0001}', 'title contains an invisible formatting character (U+E0001)'],
  ['a line separator', 'title', 'Fjord\u2028Pilot', 'title contains a line or paragraph separator (U+2028)'],
  ['a paragraph separator in a description', 'description', 'One.\u2029Two.', 'description contains a line or paragraph separator (U+2029) (only line breaks and tabs are allowed there)'],
  ['a bidirectional isolate in a description', 'description', 'About \u2067it\u2069.', 'description contains an invisible formatting character (U+2067) (only line breaks and tabs are allowed there)'],
  ['a title of one Hangul filler (looks blank)', 'title', '\u3164', 'title contains an invisible character (U+3164)'],
  ['a Hangul choseong filler', 'external_id', 'U-\u115F1', 'external id contains an invisible character (U+115F)'],
  ['a Hangul jungseong filler', 'city', 'Os\u1160lo', 'city contains an invisible character (U+1160)'],
  ['a halfwidth Hangul filler', 'department', 'Engineering\uFFA0', 'department contains an invisible character (U+FFA0)'],
  ['a combining grapheme joiner', 'title', 'Fjord\u034FPilot', 'title contains an invisible character (U+034F)'],
  ['a braille blank', 'title', '\u2800', 'title contains an invisible character (U+2800)'],
  ['a Khmer invisible vowel', 'title', 'Fjord\u17B4 Pilot', 'title contains an invisible character (U+17B4)'],
  ['a variation selector after a letter', 'title', 'Fjord\uFE0F Pilot', 'title contains an invisible character (U+FE0F)'],
  ['a second variation selector after an emoji (hidden bytes)', 'title', 'Fjord Pilot \u2764\uFE0F\uFE0F', 'title contains an invisible character (U+FE0F)'],
  ['a non-emoji variation selector after an emoji', 'title', 'Fjord Pilot \u{1F680}\uFE01', 'title contains an invisible character (U+FE01)'],
  ['an ideographic variation selector', 'city', '\u845B\u{E0100}\u98FE', 'city contains an invisible character (U+E0100)'],
  ['a Mongolian vowel separator (a format character)', 'title', 'Fjord\u180EPilot', 'title contains an invisible formatting character (U+180E)'],
  ['an invisible character in a description', 'description', 'About\n\u3164\nit.', 'description contains an invisible character (U+3164) (only line breaks and tabs are allowed there)'],
  ['the first of a control and an invisible character', 'title', 'Fjord\u3164Pi\u0007lot', 'title contains an invisible character (U+3164)'],
])('%s is refused in JSON and CSV, naming the field and the line', (_name, field, value, message) => {
  // The bad row is the second one: line 3 in both files.
  const { json, csv } = problemsOf([good, { ...good, external_id: 'U-2', [field]: value }]);
  expect(json).toEqual([{ line: 3, message }]);
  expect(csv).toEqual([{ line: 3, message }]);
});

test('legitimate text stays accepted: accents, other scripts, emoji without joiners, line breaks and tabs in a description', () => {
  const fine = { ...good, title: 'Ingénieur·e Fjord 🚀 — 航海士 (m/w/d)', city: 'Tromsø', description: 'Line one\r\n\tLine two\nשלום' };
  expect(problemsOf([fine])).toEqual({ json: [], csv: [] });
});

test('Korean text and emoji with their presentation selector stay accepted', () => {
  // Hangul syllables, a visible jamo and halfwidth letters (not the fillers); ❤️ ✈️ ™️ 1️⃣ and 🚀︎ (text style).
  const fine = { ...good, title: '서울 소프트웨어 엔지니어 ㄱ ﾡ', city: '서울', description: 'Wir \u2764\uFE0F Flüge \u2708\uFE0F\nCareers\u2122\uFE0F 1\uFE0F\u20E3 \u{1F680}\uFE0E' };
  expect(problemsOf([fine])).toEqual({ json: [], csv: [] });
});

test('a byte-order mark at the very start of the file is not a character of any value', () => {
  const csv = `\uFEFF${Object.keys(good).join(',')}\n${Object.values(good).join(',')}`;
  const json = `\uFEFF${JSON.stringify([good])}`;
  for (const text of [csv, json]) expect(readImportFile(text).map((raw) => 'row' in checkRow(raw, rules))).toEqual([true]);
});
