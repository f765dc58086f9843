import { promisify } from 'node:util';
import { constants, inflateRaw } from 'node:zlib';
import type { PDFObject, PDFRawStream } from 'pdf-lib';
import { loadPdfLib } from './loadPdfLib';
import { LOAD_INFLATE_BUDGET } from './pdfInflation';
import { findScriptIn } from './pdfScript';

const inflateRawAsync = promisify(inflateRaw);

// An object header, `12 0 obj`, wherever it stands in the bytes (read as latin1: one character a byte).
const HEADER = /(?<![0-9])([0-9]{1,10})[\0\t\n\f\r ]+([0-9]{1,5})[\0\t\n\f\r ]+obj(?![A-Za-z])/g;

/** What an object stream that cannot be read within bounds is reported as: it cannot be shown free of scripts. */
const UNCHECKED_OBJECT_STREAM = '/ObjStm (cannot be checked)';

/**
 * Active content in any definition of any object in the file's bytes, not only in those pdf-lib
 * keeps (issue 25 attack review). pdf-lib reads a file front to back, skipping each stream's data by
 * its /Length and keeping the last definition of an object number; a PDF reader goes by the
 * cross-reference table. So an object placed inside another stream's data, or an earlier definition
 * of an object defined again further on, is what a reader opens and pdf-lib never saw: a JavaScript
 * open action passed the check that way. Here every `N G obj` header in the bytes is parsed on its
 * own and searched like the rest, and every object stream among them is decoded (FlateDecode only,
 * in zlib's thread pool, all of them within `budget` bytes) and its objects searched too. A header
 * that does not parse (bytes of compressed data that happen to look like one) is skipped.
 */
export async function findScriptInAnyDefinition(bytes: Uint8Array, budget = LOAD_INFLATE_BUDGET): Promise<string | null> {
  const { PDFContext, PDFName, PDFObjectParser, PDFRawStream } = loadPdfLib();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const context = PDFContext.create();
  let left = budget;
  for (const match of text.matchAll(HEADER)) {
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(bytes.subarray((match.index ?? 0) + match[0].length), context).parseObject();
    } catch {
      continue;
    }
    const found = findScriptIn([object]);
    if (found) return found;
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm')) {
      const decoded = await inflated(object, left);
      if (!decoded) return UNCHECKED_OBJECT_STREAM;
      left -= decoded.length;
      const inner = await objectsOf(object, decoded);
      if (!inner) return UNCHECKED_OBJECT_STREAM;
      const foundInside = findScriptIn(inner);
      if (foundInside) return foundInside;
    }
  }
  return null;
}

/** The stream's data inflated within `budget` bytes, or null (another filter, corrupt, too large). */
async function inflated(stream: PDFRawStream, budget: number): Promise<Uint8Array | null> {
  const { PDFArray, PDFName } = loadPdfLib();
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter === undefined ? [] : filter instanceof PDFArray ? filter.asArray() : [filter];
  if (filters.some((name) => name !== PDFName.of('FlateDecode'))) return null;
  let data: Uint8Array = stream.getContents();
  for (let i = 0; i < filters.length; i++) {
    if (budget <= 0) return null;
    try {
      // Past the zlib header, as pdf-lib's FlateStream reads it; a truncated stream as far as it goes.
      data = await inflateRawAsync(data.subarray(2), { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return null;
    }
  }
  return data.length > budget ? null : data;
}

/** The objects an object stream holds, read from its decoded data in a context of their own. */
async function objectsOf(stream: PDFRawStream, decoded: Uint8Array): Promise<PDFObject[] | null> {
  const { PDFContext, PDFName, PDFObjectStreamParser, PDFRawStream } = loadPdfLib();
  const context = PDFContext.create();
  const dict = stream.dict.clone(context);
  dict.delete(PDFName.of('Filter'));
  dict.delete(PDFName.of('DecodeParms'));
  try {
    await PDFObjectStreamParser.forStream(PDFRawStream.of(dict, decoded)).parseIntoContext();
  } catch {
    return null;
  }
  return context.enumerateIndirectObjects().map(([, object]) => object);
}
