import { promisify } from 'node:util';
import { constants, inflateRaw } from 'node:zlib';
import { checkLoadInflation } from '../files/pdfInflation';
import { parsesInTime } from '../files/pdfParseGate';

const inflateRawAsync = promisify(inflateRaw);

/**
 * How many bytes all the compressed streams of a resume PDF may expand to together. pdf.js inflates
 * page contents and fonts into buffers outside the worker's capped heap, so this is what bounds the
 * memory reading a resume costs: a resume's text, fonts and a photo need a few MB; a decompression
 * bomb (1 MB expanding to 1 GB) is refused before any reading starts.
 */
const RESUME_INFLATE_BUDGET = 64 * 1024 * 1024;

/** Layers of FlateDecode in one stream followed at most (a writer uses one; more is a bomb's trick). */
const MAX_LAYERS = 3;

/**
 * Filters whose output has no cheap bound (LZW, run-length) or that hide compressed data from the
 * scan below (hex, ASCII85 in front of FlateDecode), with their abbreviations. No resume writer
 * uses them for a document's streams.
 */
const UNBOUNDED_FILTERS = new Set(['LZWDecode', 'LZW', 'RunLengthDecode', 'RL', 'ASCIIHexDecode', 'AHx', 'ASCII85Decode', 'A85']);

/** /Filter entries looked at, at most (a long resume has a few thousand streams). */
const MAX_FILTER_ENTRIES = 50_000;

/** Every /Filter entry's value: one name, an array (of names, or anything), or an indirect reference. */
const FILTER_ENTRY = /\/Filter[\s\0]*(\[[^\]]*\]?|\/[^\s\0/[\]<>()%{}]*|\d+[\s\0]+\d+[\s\0]+R)/g;

/**
 * Whether a filter the scan cannot bound is named in the file's text: a /Filter naming one, or given
 * indirectly (the value could be anything, anywhere, an object stream's object say). A stream's
 * dictionary is never inside an object stream, so a direct /Filter is always in the file's bytes.
 */
function namesUnboundedFilter(text: string): boolean {
  const names = decodedNames(text);
  if (names === null) return true;
  let entries = 0;
  for (const match of names.matchAll(FILTER_ENTRY)) {
    // More filters than streams any resume has: a file built to make this scan slow.
    if (++entries > MAX_FILTER_ENTRIES) return true;
    const value = match[1]!;
    if (/^\d/.test(value)) return true;
    for (const name of value.matchAll(/\/([^\s\0/[\]<>()%{}]*)/g)) if (UNBOUNDED_FILTERS.has(name[1]!)) return true;
    if (value.startsWith('[') && /\d+[\s\0]+\d+[\s\0]+R/.test(value)) return true;
  }
  return false;
}

export type ResumePdfProblem = 'too_large' | 'unsupported' | 'unreadable';

/** Names written with `#xx` escapes looked at, at most (a resume has a few, in font names). */
const MAX_ESCAPED_NAMES = 10_000;

/**
 * PDF names as pdf.js reads them: `#xx` escapes decoded (so `/#4CZW` is `/LZW`); only names are
 * touched. null when the file has more escaped names than any resume (built to make this slow).
 */
function decodedNames(text: string): string | null {
  if (!text.includes('#')) return text;
  let escaped = 0;
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(/\/[^\s\0/[\]<>()%{}]*#[^\s\0/[\]<>()%{}]*/g)) {
    if (++escaped > MAX_ESCAPED_NAMES) return null;
    parts.push(text.slice(from, match.index), match[0].replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

const hasZlibHeader = (data: Uint8Array, at = 0) => {
  const cmf = data[at] ?? 0;
  const flg = data[at + 1] ?? 0;
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && !(flg & 0x20);
};

/**
 * Inflates, in zlib's thread pool (never on the event loop), every FlateDecode stream of the file,
 * found by its bytes rather than by a parser (pdf.js recovers broken files by scanning too, so no
 * stream escapes the count however the file's tables lie), and what such a stream's output holds
 * in its turn, within `budget` bytes all together. Returns null when pdf.js may read the file.
 */
export async function scanResumeInflation(bytes: Uint8Array, budget = RESUME_INFLATE_BUDGET): Promise<ResumePdfProblem | null> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (namesUnboundedFilter(buffer.toString('latin1'))) return 'unsupported';
  let left = budget;
  // The output of one stream, inflated as pdf.js would inflate it; nested layers counted too.
  const inflate = async (data: Uint8Array, layer: number): Promise<ResumePdfProblem | null> => {
    if (layer > MAX_LAYERS) return 'unsupported';
    let out: Buffer;
    try {
      // A truncated stream inflates as far as it goes (pdf.js reads it up to its end too); what
      // follows the end of the deflate data (endstream, the next objects) is ignored.
      out = await inflateRawAsync(data.subarray(2), { maxOutputLength: Math.max(left, 1), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      // Corrupt data: pdf.js would use what came out before the error, which zlib does not count.
      return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable';
    }
    left -= out.length;
    if (left < 0) return 'too_large';
    return hasZlibHeader(out) ? inflate(out, layer + 1) : null;
  };
  for (let at = buffer.indexOf('stream'); at !== -1; at = buffer.indexOf('stream', at + 6)) {
    // The data starts after the end of line that follows the keyword (pdf.js skips a few more spaces).
    let start = at + 6;
    while (start < buffer.length && start - at < 12 && [0x0d, 0x0a, 0x20, 0x09, 0x0c, 0x00].includes(buffer[start]!)) start += 1;
    if (!hasZlibHeader(buffer, start)) continue;
    const problem = await inflate(buffer.subarray(start), 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Whether pdf.js may be given a resume PDF, or why not. The bytes are scanned for compressed data
 * first (no parser involved); then, as for a signed offer, pdf-lib must parse them in time in a
 * worker and the streams it decodes while loading must stay within its budget
 * (services/files/pdfInflation.ts).
 */
export async function resumePdfProblem(bytes: Uint8Array, budget = RESUME_INFLATE_BUDGET): Promise<ResumePdfProblem | null> {
  const scanned = await scanResumeInflation(bytes, budget);
  if (scanned) return scanned;
  const parse = await parsesInTime(bytes);
  if (parse !== 'parsed') return 'unreadable';
  return checkLoadInflation(bytes);
}
