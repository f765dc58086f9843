import { guessFormat, readImportFile, UnreadableFile } from './importFile';

test('JSON: each position is named by the line its value starts on, in an array or a "positions" member', () => {
  const array = '[\n  {"external_id": "a"},\n\n  {\n    "external_id": "b", "skills": ["x", {"y": 1}]\n  }, "odd"\n]';
  expect(readImportFile(array).map((r) => r.line)).toEqual([2, 4, 6]);
  expect(readImportFile(array)[2]?.fields).toEqual({ __notAnObject: true });
  const wrapped = '{\n  "source": "[{not these}]",\n  "meta": [{"a": 1},\n {"b": 2}],\n  "positions": [\n    {"external_id": "a\\"[{"},\n    {"external_id": "b"}\n  ]\n}';
  const rows = readImportFile(wrapped);
  expect(rows.map((r) => [r.line, r.fields.external_id])).toEqual([[6, 'a"[{'], [7, 'b']]);
});

test('CSV: a record is named by its first line, even when a quoted value spans lines; blank lines are skipped', () => {
  const rows = readImportFile('external_id,description\r\na,"one\r\ntwo"\r\n\r\nb,three\r\n', 'csv');
  expect(rows.map((r) => [r.line, r.fields.external_id])).toEqual([[2, 'a'], [5, 'b']]);
});

test('files that cannot be read as rows say where', () => {
  expect(() => readImportFile('external_id,title\n"a,b\n', 'csv')).toThrow(UnreadableFile);
  expect(() => readImportFile('{"nope": 1}')).toThrow('line 1: expected an array of positions, or an object with a "positions" array');
  expect(guessFormat('\uFEFF  [')).toBe('json');
  expect(guessFormat('external_id,title')).toBe('csv');
});

test('a CSV line longer than 65536 characters is refused before parsing, by its line; a long description is not', () => {
  const commas = `external_id,title\na,b\n${','.repeat(9 * 1024 * 1024)}\n`;
  expect(() => readImportFile(commas, 'csv')).toThrow('line 3: the line is longer than 65536 characters');
  const description = 'x'.repeat(20_000);
  expect(readImportFile(`external_id,description\na,"${description}"`, 'csv')[0]?.fields.description).toBe(description);
});

test('JSON nested more than 32 levels deep is refused before parsing, by the line it gets too deep on; brackets in strings do not count', () => {
  expect(() => readImportFile('['.repeat(10_000_000))).toThrow('line 1: the JSON is nested more than 32 levels deep');
  expect(() => readImportFile(`[\n{"skills": ${'['.repeat(30)}\n[1${']'.repeat(31)}}]`)).toThrow('line 3: the JSON is nested more than 32 levels deep');
  expect(readImportFile(`[{"title": "${'['.repeat(1000)}", "skills": ${'['.repeat(30)}${']'.repeat(30)}}]`)).toHaveLength(1);
});

test('a CSV record spread over many short lines by quoted line breaks is bounded too: more than 200 columns, or more than 1 MiB, refused by its first line', () => {
  // Two million empty columns, each value a quoted line break: every line is short.
  const columns = `external_id,title\na,b\n"x",${'"\n",'.repeat(2_000_000)}""\n`;
  expect(() => readImportFile(columns, 'csv')).toThrow('line 3: the row has more than 200 columns');
  const header = `${'"\n",'.repeat(300)}external_id\na\n`;
  expect(() => readImportFile(header, 'csv')).toThrow('line 1: the row has more than 200 columns');
  // One value of 1.2 million characters in lines of 60,000.
  const long = `external_id,description\r\na,"one\r\ntwo"\r\nb,"${`${'x'.repeat(60_000)}\r\n`.repeat(20)}"\r\n`;
  expect(() => readImportFile(long, 'csv')).toThrow('line 4: the row is longer than 1048576 characters');
  // 200 columns are read (and their names checked row by row later).
  const wide = `${Array.from({ length: 200 }, (_, i) => `c${i}`).join(',')}\n${'"\n",'.repeat(199)}"z"\n`;
  expect(readImportFile(wide, 'csv').map((r) => [r.line, r.fields.c199])).toEqual([[2, 'z']]);
});

test('a file whose lines end in a carriage return alone is read like any other: rows by line, line breaks in values, lines bounded', () => {
  const csv = 'external_id,description\ra,"one\rtwo"\r\rb,three\r';
  expect(readImportFile(csv, 'csv')).toEqual([{ line: 2, fields: { external_id: 'a', description: 'one\ntwo' } }, { line: 5, fields: { external_id: 'b', description: 'three' } }]);
  expect(() => readImportFile(`external_id,title\ra,b\r${','.repeat(70_000)}\r`, 'csv')).toThrow('line 3: the line is longer than 65536 characters');
  expect(readImportFile('[\r  {"external_id": "a"},\r  {"external_id": "b"}\r]').map((r) => r.line)).toEqual([2, 3]);
});
