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

test('a byte-order mark at the very start of the file is not a character of any value', () => {
  const csv = `\uFEFF${Object.keys(good).join(',')}\n${Object.values(good).join(',')}`;
  const json = `\uFEFF${JSON.stringify([good])}`;
  for (const text of [csv, json]) expect(readImportFile(text).map((raw) => 'row' in checkRow(raw, rules))).toEqual([true]);
});
