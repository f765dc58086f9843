import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { invalidFields, ruleBroken } from '../../domainErrors';
import { MAX_SIGNED_PDF_BYTES } from '@careers/shared/contracts/offers';
import { ContentSniffer, WrongContentError } from '../files/contentSniffer';
import { cleanFileName, sizeText } from '../files/receiveUpload';
import { loadPdfBounded, type PdfLoadProblem } from '../files/loadPdfBounded';
import { PDF_PARSE_SECONDS } from '../files/pdfParseGate';
import { LOAD_INFLATE_BUDGET } from '../files/pdfInflation';
import { findScriptInAnyDefinition } from '../files/pdfObjectDefinitions';
import { findPdfScript } from '../files/pdfScript';
import { isSignerName } from './isSignerName';

/** One part of a multipart request as @fastify/multipart hands it out. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown };

/** A signed PDF that passed every check, in memory (at most MAX_SIGNED_PDF_BYTES). */
export interface SignedPdfUpload {
  bytes: Buffer;
  sha256: string;
  /** The typed electronic signature (`signature_name`), when the page signed it; null for a print-signed upload. */
  signatureName: string | null;
}

const refused = (message: string) => ruleBroken('invalid_file', message);
const ONE_FILE_MESSAGE = 'You should upload at most 1 file';
const FULL_NAME_MESSAGE = 'Please enter your full name';

// The limits @fastify/multipart enforces as the request streams (routes register it with these):
// one file, a few short text fields, nothing else buffered.
export const SIGNED_PDF_LIMITS = { fileSize: MAX_SIGNED_PDF_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1000, headerPairs: 20, fieldNameSize: 100 };

/**
 * Reads the multipart request of an accept call: exactly one file part named `field` (a signed PDF,
 * streamed through the content sniffer and capped at MAX_SIGNED_PDF_BYTES, then parsed with pdf-lib
 * and refused when it carries JavaScript or other active content), and the optional `signature_name`.
 * Refusals are broken rules (`invalid_file`) with a sentence for the candidate; nothing is kept of a refused file.
 */
export async function readSignedPdfUpload(parts: AsyncIterable<UploadPart>, field: string, fullName: string): Promise<SignedPdfUpload> {
  let upload: { bytes: Buffer; sha256: string } | null = null;
  let signatureName: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'signature_name') signatureName = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== field) {
        part.file.resume();
        throw refused(`Attach the signed PDF as the "${field}" file.`);
      }
      if (upload) {
        part.file.resume();
        throw refused(ONE_FILE_MESSAGE);
      }
      upload = await receivePdf(part);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refused(ONE_FILE_MESSAGE);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refused(`Send one signed PDF as the "${field}" file and nothing else.`);
    throw error;
  }
  if (!upload) throw refused(`Attach the signed PDF as the "${field}" file.`);
  if (signatureName !== null) checkSignatureName(signatureName, fullName);
  return { ...upload, signatureName: signatureName?.trim() ?? null };
}

/** Spec §5: the typed signature must be the profile's full name when known, else any non-blank text. */
function checkSignatureName(typed: string, fullName: string): void {
  if (!isSignerName(typed, fullName)) throw invalidFields({ signature_name: FULL_NAME_MESSAGE });
}

async function receivePdf(part: Extract<UploadPart, { type: 'file' }>): Promise<{ bytes: Buffer; sha256: string }> {
  const name = cleanFileName(part.filename) || 'the file';
  const sniffer = new ContentSniffer('pdf');
  const chunks: Buffer[] = [];
  try {
    await pipeline(part.file, sniffer, new Writable({ write: (chunk: Buffer, _encoding, done) => { chunks.push(chunk); done(); } }));
  } catch (error) {
    if (error instanceof WrongContentError) {
      throw refused(sniffer.bytes === 0 ? `The file "${name}" is empty.` : `The file "${name}" is not a PDF. Upload the signed document as a PDF file.`);
    }
    throw error;
  }
  if (part.file.truncated) throw refused(`The file "${name}" is larger than ${sizeText(MAX_SIGNED_PDF_BYTES)}, the most a signed document may have.`);
  if (sniffer.bytes === 0) throw refused(`The file "${name}" is empty.`);
  const bytes = Buffer.concat(chunks);
  const problem = await pdfProblem(bytes);
  if (problem) throw refused(problem.replace('%s', name));
  return { bytes, sha256: sniffer.sha256 };
}

/**
 * Why the bytes are not a PDF a signed offer may be ('%s' stands for the file name), or null.
 * `inflateBudget`: how far the streams decoded on load may expand (tests lower it).
 */
export async function pdfProblem(bytes: Buffer, inflateBudget = LOAD_INFLATE_BUDGET, parseSeconds = PDF_PARSE_SECONDS): Promise<string | null> {
  // The bounded load every stored PDF goes through (services/files/loadPdfBounded.ts), worded for a signed document.
  const loaded = await loadPdfBounded(bytes, inflateBudget, parseSeconds);
  if ('problem' in loaded) return LOAD_PROBLEMS[loaded.problem](inflateBudget);
  let pages: number;
  try {
    // pdf-lib loads leniently; a file without a readable page tree fails here.
    pages = loaded.doc.getPageCount();
  } catch {
    return UNREADABLE;
  }
  if (pages === 0) return 'The file "%s" has no pages.';
  // Every definition in the bytes too: a reader follows the cross-reference table to objects pdf-lib skips.
  if (findPdfScript(loaded.doc) ?? (await findScriptInAnyDefinition(bytes, inflateBudget))) return 'The file "%s" contains JavaScript or other active content. Upload a plain PDF (print it to PDF again, or scan the signed paper).';
  return null;
}

const UNREADABLE = 'The file "%s" could not be read as a PDF. Upload the signed document as a PDF file.';
const LOAD_PROBLEMS: Record<PdfLoadProblem, (inflateBudget: number) => string> = {
  too_slow: () => 'The file "%s" is built in a way that takes too long to read. Print it to PDF again, or scan the signed paper, and upload the new file.',
  unreadable: () => UNREADABLE,
  too_large: (inflateBudget) =>
    `The file "%s" holds compressed data that expands to more than ${sizeText(inflateBudget)}, far more than a signed document needs. Upload a plain PDF (print it to PDF again, or scan the signed paper).`,
  unsupported: () => 'The file "%s" uses a compression this site does not accept (LZW or run-length object streams). Print it to PDF again and upload the new file.',
  encrypted: () => 'The file "%s" is password-protected. Upload a PDF that opens without a password.',
};
