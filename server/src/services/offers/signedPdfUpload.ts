import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { invalidFields, ruleBroken, said, type Said } from '../../domainErrors';
import { serverI18n } from '../../i18n/serverI18n';
import { MAX_SIGNED_PDF_BYTES } from '@careers/shared/contracts/offers';
import { ContentSniffer, WrongContentError } from '../files/contentSniffer';
import { cleanFileName, sizeValues } from '../files/receiveUpload';
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

const refused = (message: Said) => ruleBroken('invalid_file', message);
const ONE_FILE_MESSAGE = said('server.offerUpload.oneFile');
const FULL_NAME_MESSAGE = said('server.offerUpload.fullName');

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
        throw refused(said('server.offerUpload.attachAs', { field }));
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
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw refused(said('server.offerUpload.onlyOne', { field }));
    throw error;
  }
  if (!upload) throw refused(said('server.offerUpload.attachAs', { field }));
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
      throw refused(sniffer.bytes === 0 ? said('server.upload.empty', { name }) : said('server.offerUpload.notPdf', { name }));
    }
    throw error;
  }
  if (part.file.truncated) throw refused(said('server.offerUpload.tooLarge', { name, ...sizeValues(MAX_SIGNED_PDF_BYTES) }));
  if (sniffer.bytes === 0) throw refused(said('server.upload.empty', { name }));
  const bytes = Buffer.concat(chunks);
  const problem = await signedPdfProblem(bytes);
  if (problem) throw refused(said(problem.key, { ...problem.values, name }));
  return { bytes, sha256: sniffer.sha256 };
}

/**
 * Why the bytes are not a PDF a signed offer may be ('%s' stands for the file name), or null.
 * `inflateBudget`: how far the streams decoded on load may expand (tests lower it).
 */
export async function pdfProblem(bytes: Buffer, inflateBudget = LOAD_INFLATE_BUDGET, parseSeconds = PDF_PARSE_SECONDS): Promise<string | null> {
  const problem = await signedPdfProblem(bytes, inflateBudget, parseSeconds);
  return problem ? serverI18n('en').t(problem.key, { ...problem.values, name: '%s' }) : null;
}

/** pdfProblem's answer as a catalogue text, without the file's name (`name`), for the candidate's language. */
async function signedPdfProblem(bytes: Buffer, inflateBudget = LOAD_INFLATE_BUDGET, parseSeconds = PDF_PARSE_SECONDS): Promise<Said | null> {
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
  if (pages === 0) return said('server.offerUpload.noPages');
  // Every definition in the bytes too: a reader follows the cross-reference table to objects pdf-lib skips.
  if (findPdfScript(loaded.doc) ?? (await findScriptInAnyDefinition(bytes, inflateBudget))) return said('server.offerUpload.activeContent');
  return null;
}

const UNREADABLE = said('server.offerUpload.unreadable');
const LOAD_PROBLEMS: Record<PdfLoadProblem, (inflateBudget: number) => Said> = {
  too_slow: () => said('server.offerUpload.tooSlow'),
  unreadable: () => UNREADABLE,
  too_large: (inflateBudget) => said('server.offerUpload.inflates', sizeValues(inflateBudget)),
  unsupported: () => said('server.offerUpload.unsupported'),
  encrypted: () => said('server.upload.pdfEncrypted'),
};
