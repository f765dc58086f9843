import { parse as parseCsv, type InfoField } from 'csv-parse/sync';

/** One position of an import file as it was written, before any checking, and where it was. */
export interface RawRow {
  /** 1-based line of the file where the row starts (a JSON object's `{`, a CSV record's first line). */
  line: number;
  fields: Record<string, unknown>;
}

/** A problem with one row (or with the whole file: line 0 never happens; the file's line is used). */
export interface RowProblem {
  line: number;
  message: string;
}

export type ImportFormat = 'json' | 'csv';

/** The file could not be read as rows at all (not JSON, broken CSV quoting …): nothing to check row by row. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
  readonly problem: RowProblem;
  // No parameter property: this file also runs as plain TypeScript in the import's worker under jest
  // (Node strips the types, and cannot strip those; see readImportFileInWorker.ts).
  constructor(problem: RowProblem) {
    super(`line ${problem.line}: ${problem.message}`);
    this.problem = problem;
  }
}

/**
 * The longest CSV line read (in UTF-16 characters, as JavaScript counts). A position's longest value, its
 * description, is at most 20,000 characters, so a real line is far shorter; a line of millions of
 * commas (an empty column each) held the thread for seconds in the CSV parser and is refused before it.
 * JSON has no such bound: a file written without indentation is one line.
 */
const MAX_CSV_LINE_CHARS = 65_536;
/**
 * The most columns a CSV record (the header included) may have: the import knows 19 (COLUMNS in
 * positionRow.ts), so 200 leaves room for an ATS's extra columns to be named as unknown ones. Quoted
 * line breaks get a record around the line bound: one record of 9.48 million empty columns, each
 * value a quoted line break, held the worker for 3.4 s in the parser.
 */
const MAX_CSV_COLUMNS = 200;
/** The longest CSV record, its values' characters added up (a real one is about 20,000 plus a few short values). */
const MAX_CSV_RECORD_CHARS = 1_048_576;
/** The deepest JSON nesting read: a position is 3 levels in (its skills array), 10 MB of `[` are millions. */
const MAX_JSON_DEPTH = 32;

/** JSON when the first thing in the file is `[` or `{`, CSV otherwise (an extension or content type may say so first). */
export function guessFormat(text: string): ImportFormat {
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** The rows of an import file: a JSON array of objects (or `{ "positions": [...] }`), or CSV with a header line. */
export function readImportFile(file: string, format: ImportFormat = guessFormat(file)): RawRow[] {
  const text = withLineFeeds(file);
  return format === 'json' ? readJson(text.replace(/^\uFEFF/, '')) : readCsv(text);
}

/**
 * A file whose lines end in a carriage return alone (classic Mac OS, some spreadsheet exports) read as
 * the editor shows it: each CR becomes a LF, line breaks inside quoted values included, so its lines
 * are bounded and numbered like any other file's (before, the whole file was "line 1", too long).
 * Only when the file has no LF at all: a stray CR in a LF or CRLF file is left as it is (refused in a
 * value as a control character).
 */
function withLineFeeds(text: string): string {
  return text.includes('\r') && !text.includes('\n') ? text.replace(/\r/g, '\n') : text;
}

/** Refuses a CSV line longer than MAX_CSV_LINE_CHARS, naming it (one pass of indexOf: no parsing). */
function checkCsvLines(text: string): void {
  let start = 0;
  for (let line = 1; start <= text.length; line++) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    if (stop - start > MAX_CSV_LINE_CHARS) throw new UnreadableFile({ line, message: `the line is longer than ${MAX_CSV_LINE_CHARS} characters` });
    if (end === -1) return;
    start = end + 1;
  }
}

/**
 * Refuses JSON nested deeper than MAX_JSON_DEPTH, naming the line where it gets too deep: one linear
 * scan (brackets inside strings do not count) before JSON.parse, whose work on 10 MB of `[` held the
 * thread for nearly two seconds. Anything else wrong with the text is left to JSON.parse to name.
 */
function checkJsonDepth(text: string): void {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (inString) {
      if (c === 92) i++; // a backslash: the next character is escaped (never a line break in valid JSON)
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > MAX_JSON_DEPTH) throw new UnreadableFile({ line, message: `the JSON is nested more than ${MAX_JSON_DEPTH} levels deep` });
    } else if (c === 93 || c === 125) depth--;
  }
}

function readJson(text: string): RawRow[] {
  checkJsonDepth(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // V8 says where ("… in JSON at position 12 (line 2 column 3)"): keep its line.
    const message = (error as Error).message;
    const line = /line (\d+)/.exec(message)?.[1];
    throw new UnreadableFile({ line: line ? Number(line) : 1, message: `not valid JSON (${message})` });
  }
  const wrapped = !Array.isArray(parsed);
  const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).positions : undefined;
  if (!Array.isArray(list)) throw new UnreadableFile({ line: 1, message: 'expected an array of positions, or an object with a "positions" array' });
  const lines = elementLines(text, wrapped ? 2 : 1);
  return list.map((item, index) => {
    const line = lines[index] ?? 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { line, fields: { __notAnObject: true } };
    return { line, fields: item as Record<string, unknown> };
  });
}

/**
 * The line where each value at `depth` starts (1: elements of a top-level array; 2: of the array
 * inside the top-level object). Only called on text JSON.parse accepted, so strings and nesting are
 * well formed; with a wrapping object, only its "positions" member's elements are counted.
 */
function elementLines(text: string, depth: number): number[] {
  const lines: number[] = [];
  let line = 1;
  let level = 0;
  let inString = false;
  let expectValue = false;
  // For the wrapped form: the key last read at depth 1, and whether we are inside its array.
  let lastKey = '';
  let keyStart = -1;
  let inPositions = depth === 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        if (keyStart >= 0) {
          lastKey = text.slice(keyStart, i);
          keyStart = -1;
        }
      } else if (c === '\n') line++;
      continue;
    }
    if (c === '\n') line++;
    else if (c === '"') {
      if (level === depth && inPositions && expectValue) {
        lines.push(line);
        expectValue = false;
      }
      inString = true;
      // A key of the top-level object (depth 1 in the wrapped form).
      if (depth === 2 && level === 1) keyStart = i + 1;
    } else if (c === '[' || c === '{') {
      if (level === depth && inPositions && expectValue) {
        lines.push(line);
        expectValue = false;
      }
      level++;
      if (depth === 2 && level === 2) inPositions = c === '[' && lastKey === 'positions';
      if (level === depth && inPositions) expectValue = true;
    } else if (c === ']' || c === '}') {
      level--;
    } else if (c === ',') {
      if (level === depth && inPositions) expectValue = true;
    } else if (!/\s|:/.test(c as string) && level === depth && inPositions && expectValue) {
      // A number, true, false or null where a position should be.
      lines.push(line);
      expectValue = false;
    }
  }
  return lines;
}

function readCsv(text: string): RawRow[] {
  checkCsvLines(text);
  // The line each record starts on, found as the parser hands over its values (csv-parse's `cast` hook,
  // called for every value with its index in the record and the parser's line count). csv-parse counts
  // each \r and \n inside a quoted value as a line (so a CRLF there counts twice, for this record and
  // every later one): undo both to name the line where the record starts, as an editor numbers it.
  // The same hook bounds each record while it is parsed, columns and characters: csv-parse's own
  // max_record_size counts only the values' characters (9 million empty columns are 0 to it) and names
  // the line where the limit is crossed rather than where the record starts.
  const starts: number[] = [];
  let start = 1;
  let chars = 0;
  let crlfsBefore = 0;
  const cast = (value: string, context: InfoField): string => {
    if (context.index === 0) {
      start = context.lines - breaksIn(value) - crlfsBefore;
      chars = 0;
      if (!context.header) starts.push(start);
    }
    crlfsBefore += value.split('\r\n').length - 1;
    chars += value.length;
    if (context.index >= MAX_CSV_COLUMNS) throw new UnreadableFile({ line: start, message: `the row has more than ${MAX_CSV_COLUMNS} columns` });
    if (chars > MAX_CSV_RECORD_CHARS) throw new UnreadableFile({ line: start, message: `the row is longer than ${MAX_CSV_RECORD_CHARS} characters` });
    return value;
  };
  let records: Array<Record<string, string>>;
  try {
    records = parseCsv(text, { columns: (header: string[]) => header.map((h) => h.trim()), cast, skip_empty_lines: true, bom: true, trim: false }) as typeof records;
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const { message, lines } = error as Error & { lines?: number };
    throw new UnreadableFile({ line: lines ?? 1, message: `not valid CSV (${message.replace(/ on line \d+$| at line \d+$/, '')})` });
  }
  return records.map((record, index) => ({ line: starts[index] as number, fields: record }));
}

/** How many \r and \n a value holds (csv-parse counts each as a line). */
function breaksIn(value: string): number {
  let n = 0;
  for (let i = value.indexOf('\r'); i !== -1; i = value.indexOf('\r', i + 1)) n++;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) n++;
  return n;
}
