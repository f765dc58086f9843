import { parse as parseCsv } from 'csv-parse/sync';

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
  constructor(readonly problem: RowProblem) {
    super(`line ${problem.line}: ${problem.message}`);
  }
}

/** JSON when the first thing in the file is `[` or `{`, CSV otherwise (an extension or content type may say so first). */
export function guessFormat(text: string): ImportFormat {
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** The rows of an import file: a JSON array of objects (or `{ "positions": [...] }`), or CSV with a header line. */
export function readImportFile(text: string, format: ImportFormat = guessFormat(text)): RawRow[] {
  return format === 'json' ? readJson(text.replace(/^\uFEFF/, '')) : readCsv(text);
}

function readJson(text: string): RawRow[] {
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
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parseCsv(text, { columns: (header: string[]) => header.map((h) => h.trim()), info: true, skip_empty_lines: true, bom: true, trim: false }) as typeof records;
  } catch (error) {
    const { message, lines } = error as Error & { lines?: number };
    throw new UnreadableFile({ line: lines ?? 1, message: `not valid CSV (${message.replace(/ on line \d+$| at line \d+$/, '')})` });
  }
  // csv-parse gives the line a record ends on, counting each \r and \n inside a quoted value as a line
  // (so a CRLF there counts twice, for this record and every later one): undo both to name the
  // line where the record starts, as an editor numbers it.
  let crlfsBefore = 0;
  return records.map(({ record, info }) => {
    const values = Object.values(record);
    const breaks = values.reduce((n, value) => n + (value.match(/[\r\n]/g)?.length ?? 0), 0);
    const line = info.lines - breaks - crlfsBefore;
    crlfsBefore += values.reduce((n, value) => n + (value.match(/\r\n/g)?.length ?? 0), 0);
    return { line, fields: record };
  });
}
