import { promisify } from 'node:util';
import { constants, inflateRaw } from 'node:zlib';
import type { PDFContext, PDFName, PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';
import { loadPdfLib } from './loadPdfLib';

const inflateRawAsync = promisify(inflateRaw);

/**
 * How many bytes the streams pdf-lib decodes while loading a PDF may expand to, all together. Only
 * object streams and cross-reference streams are decoded then (pages, images and fonts are not); a
 * signed offer letter needs a few hundred KB of them, a decompression bomb gigabytes.
 */
export const LOAD_INFLATE_BUDGET = 16 * 1024 * 1024;

/** Why a PDF's bytes may not be handed to pdf-lib; the sentence has '%s' for the file's name. */
export type InflationProblem = 'too_large' | 'unsupported' | 'unreadable';

// Made on first use, as pdf-lib is loaded then (loadPdfLib.ts); PDFName.of returns one object per name.
let names: { TYPE: PDFName; FILTER: PDFName; DECODED_ON_LOAD: Set<PDFName>; FLATE: PDFName } | undefined;
function pdfNames(): NonNullable<typeof names> {
  const { PDFName } = loadPdfLib();
  return (names ??= { TYPE: PDFName.of('Type'), FILTER: PDFName.of('Filter'), DECODED_ON_LOAD: new Set([PDFName.of('ObjStm'), PDFName.of('XRef')]), FLATE: PDFName.of('FlateDecode') });
}
const ENDOBJ = [...'endobj'].map((c) => c.charCodeAt(0));

/**
 * Runs pdf-lib's own parser over the bytes (so every object starts where PDFDocument.load would
 * start it, and every stream ends where it would end) with the one step that decodes left out,
 * and returns the streams that PDFDocument.load would decode, synchronously on the event loop,
 * while parsing. A stream whose /Type is not a plain name is returned too (load could resolve it).
 * Objects inside object streams cannot be streams themselves, and pdf-lib never decodes those.
 */
async function streamsDecodedOnLoad(bytes: Uint8Array): Promise<PDFRawStream[]> {
  const { PDFName, PDFParser, PDFRawStream, PDFRef } = loadPdfLib();
  const { TYPE, DECODED_ON_LOAD } = pdfNames();
  const found: PDFRawStream[] = [];
  // pdf-lib 1.17.1's PDFParser (pinned in package.json): parseIndirectObject as written there, minus
  // PDFObjectStreamParser / PDFXRefStreamParser. The tests in pdfInflation.test.ts notice a change.
  type Internals = {
    context: PDFContext;
    parseIndirectObjectHeader(): PDFRef;
    skipWhitespaceAndComments(): void;
    parseObject(): PDFObject;
    matchKeyword(keyword: number[]): boolean;
    parseIndirectObject(): Promise<PDFRef>;
    parseDocument(): Promise<PDFContext>;
  };
  const parser = PDFParser.forBytesWithOptions(bytes, 100) as unknown as Internals;
  if (typeof parser.parseIndirectObjectHeader !== 'function' || typeof parser.parseObject !== 'function') throw new Error('pdf-lib parser internals changed');
  parser.parseIndirectObject = async function (this: Internals) {
    const ref = this.parseIndirectObjectHeader();
    this.skipWhitespaceAndComments();
    const object = this.parseObject();
    this.skipWhitespaceAndComments();
    this.matchKeyword(ENDOBJ);
    if (object instanceof PDFRawStream) {
      const type = object.dict.get(TYPE);
      if (type instanceof PDFRef || (type instanceof PDFName && DECODED_ON_LOAD.has(type))) found.push(object);
    }
    this.context.assign(ref, object);
    return ref;
  };
  await parser.parseDocument();
  return found;
}

/** The stream's filters when they are all plain names; null when any is indirect or not a name. */
function filtersOf(stream: PDFRawStream): PDFName[] | null {
  const { PDFArray, PDFName } = loadPdfLib();
  const filter = stream.dict.get(pdfNames().FILTER);
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter];
  if (filter instanceof PDFArray) {
    const names = filter.asArray();
    return names.every((name) => name instanceof PDFName) ? (names as PDFName[]) : null;
  }
  return null;
}

/**
 * Inflates, in zlib's thread pool (never on the event loop), every stream PDFDocument.load would
 * decode while parsing, and stops as soon as their output passes `budget` bytes. Returns null when
 * pdf-lib may load the bytes, else why not:
 * - 'too_large': the streams expand beyond the budget (a decompression bomb);
 * - 'unsupported': such a stream uses a filter other than FlateDecode (LZW and run-length data
 *   expand without a cheap bound; no PDF writer uses them for object streams), or an indirect one;
 * - 'unreadable': the bytes do not parse, or a stream's compressed data is corrupt (pdf-lib's
 *   decoder would read on past errors zlib stops at, so the file is not given to it).
 */
export async function checkLoadInflation(bytes: Uint8Array, budget = LOAD_INFLATE_BUDGET): Promise<InflationProblem | null> {
  let streams: PDFRawStream[];
  try {
    streams = await streamsDecodedOnLoad(bytes);
  } catch {
    return 'unreadable';
  }
  let left = budget;
  for (const stream of streams) {
    const filters = filtersOf(stream);
    if (!filters || filters.some((filter) => filter !== pdfNames().FLATE)) return 'unsupported';
    let data: Uint8Array = stream.getContents();
    for (const _filter of filters) {
      // pdf-lib's FlateStream: a zlib header (deflate, no preset dictionary), then deflate data; it
      // never checks the Adler-32 at the end, so neither does this (raw inflate ignores what follows).
      const cmf = data[0] ?? 0;
      const flg = data[1] ?? 0;
      if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return 'unreadable';
      try {
        // A truncated stream inflates as far as it goes (pdf-lib reads it up to its end too).
        data = await inflateRawAsync(data.subarray(2), { maxOutputLength: Math.max(left, 1), finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable';
      }
      left -= data.length;
      if (left < 0) return 'too_large';
    }
  }
  return null;
}
