import type { PDFDocument } from 'pdf-lib';
import { loadPdfLib } from './loadPdfLib';
import { checkLoadInflation, LOAD_INFLATE_BUDGET } from './pdfInflation';
import { parsesInTime, PDF_PARSE_SECONDS } from './pdfParseGate';
import { findScriptInAnyDefinition } from './pdfObjectDefinitions';
import { findPdfScript } from './pdfScript';

/** Why a PDF could not be loaded within bounds (each upload path words it for its readers). */
export type PdfLoadProblem = 'too_slow' | 'unreadable' | 'too_large' | 'unsupported' | 'encrypted';

/**
 * Loads a PDF with pdf-lib only once it is known to cost little: first parsed in a worker with a
 * time limit (pdf-lib's parser runs on the event loop and a small crafted file can make it take
 * seconds), then what the load would decode is inflated in zlib's thread pool within a budget (a
 * decompression bomb stops there). `inflateBudget` and `parseSeconds` are lowered by tests.
 */
export async function loadPdfBounded(
  bytes: Uint8Array, inflateBudget = LOAD_INFLATE_BUDGET, parseSeconds = PDF_PARSE_SECONDS,
): Promise<{ doc: PDFDocument } | { problem: PdfLoadProblem }> {
  const parse = await parsesInTime(bytes, parseSeconds);
  if (parse !== 'parsed') return { problem: parse === 'too_slow' ? 'too_slow' : 'unreadable' };
  const inflation = await checkLoadInflation(bytes, inflateBudget);
  if (inflation) return { problem: inflation };
  const { EncryptedPDFError, PDFDocument } = loadPdfLib();
  try {
    return { doc: await PDFDocument.load(bytes, { updateMetadata: false }) };
  } catch (error) {
    return { problem: error instanceof EncryptedPDFError ? 'encrypted' : 'unreadable' };
  }
}

/** Why a PDF may not be stored: it cannot be checked within bounds, or it carries active content. */
export type StoredPdfProblem = { problem: PdfLoadProblem } | { problem: 'active_content'; found: string };

/**
 * The check every PDF the site stores passes (form files, resumes through receiveUpload, signed
 * offers): loaded within bounds, and no JavaScript, launch action, attached file or other active
 * content anywhere in it (pdfScript.ts). A PDF that cannot be loaded cannot be shown free of
 * scripts, so it is refused too. null when the file may be stored.
 */
export async function storedPdfProblem(bytes: Uint8Array, inflateBudget = LOAD_INFLATE_BUDGET): Promise<StoredPdfProblem | null> {
  const loaded = await loadPdfBounded(bytes, inflateBudget);
  if ('problem' in loaded) return loaded;
  // Every definition in the bytes too: a reader follows the cross-reference table to objects pdf-lib skips.
  const found = findPdfScript(loaded.doc) ?? (await findScriptInAnyDefinition(bytes, inflateBudget));
  return found ? { problem: 'active_content', found } : null;
}
