import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database';
import { badInput, DomainError, ruleBroken, said, tooLarge, type Said } from '../../domainErrors';
import { acceptedKinds, checkContainer, KIND_MIME, kindOfName } from '../forms/fileContent';
import { DEFAULT_FILE_TYPES } from '../forms/rules';
import type { BlobStore } from './blobStore';
import { ContentSniffer, WrongContentError } from './contentSniffer';
import { storedPdfProblem, type StoredPdfProblem } from './loadPdfBounded';
import { checkUploadQuota, lockUploadQuota, type UploadLimits } from './uploadQuota';

/** Who sends the file: a candidate, or a visitor known by the hash of their session id. */
export interface Uploader {
  domain: string;
  candidateId: number | null;
  visitor: string | null;
  ip: string;
}

export interface ReceivedFile {
  fileId: number;
  name: string;
  size: number;
  type: string;
}

/** One streamed file part: its name as sent and its bytes (`truncated` once past the size limit). */
export interface IncomingFile {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const MAX_NAME = 255;
const MB = 1024 * 1024;

/** 10485760 → '10 MB', 1572864 → '1.5 MB', 2048 → '2 KB' (1 MB = 1 MiB, as the form rules count). */
export function sizeText(bytes: number): string {
  const { amount, unit } = sizeValues(bytes);
  return `${amount} ${unit}`;
}

/** sizeText's number and unit apart, for a catalogue text to write the number in the page's language ({amount, number} {unit}). */
export function sizeValues(bytes: number): { amount: number; unit: 'MB' | 'KB' } {
  return bytes >= MB ? { amount: Number((bytes / MB).toFixed(1)), unit: 'MB' } : { amount: Number((bytes / 1024).toFixed(1)), unit: 'KB' };
}

/** 'The file "X" is larger than 10 MB, the most one upload may have.', in the request's language. */
export const fileTooLarge = (name: string, maxBytes: number): Said => said('server.upload.tooLarge', { name, ...sizeValues(maxBytes) });

/**
 * The file's own name: no folders, no control characters, no bidirectional overrides (which make
 * "cv\u202Efdp.docx" read as "cvxcod.pdf"), at most 255 characters.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, MAX_NAME);
}

const wrongType = (name: string) =>
  ruleBroken('invalid_file', said('server.upload.wrongType', { types: DEFAULT_FILE_TYPES.join(', '), files: name }));
const emptyFile = (name: string) => ruleBroken('invalid_file', said('server.upload.empty', { name }));
const isAborted = (error: unknown) =>
  error instanceof Error && (error.message === 'aborted' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' || (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE');
const wrongContent = (name: string) =>
  ruleBroken('invalid_file', said('server.upload.wrongContent', { types: DEFAULT_FILE_TYPES.join(', '), files: name }));

/** A PDF refused for what it holds or how it is built: its sentence is for the uploader as it stands. */
export class PdfRefusedError extends DomainError {
  constructor(message: Said) {
    super('rule_broken', 'invalid_file', message);
  }
}

/** The uploader's sentence for a refused PDF; what cannot be read at all gets the forms' content message. */
function pdfRefused(name: string, pdf: StoredPdfProblem): DomainError {
  switch (pdf.problem) {
    case 'active_content':
      return new PdfRefusedError(said('server.upload.pdfActiveContent', { name }));
    case 'encrypted':
      return new PdfRefusedError(said('server.upload.pdfEncrypted', { name }));
    case 'too_slow':
      return new PdfRefusedError(said('server.upload.pdfTooSlow', { name }));
    default:
      return wrongContent(name);
  }
}

/**
 * Receives one uploaded file as it streams: never held whole in memory, refused as soon as its bytes
 * betray it, stored only when it is whole, of the kind its name says (a PDF: without active content)
 * and within the uploader's quota of files not yet part of a saved answer. Returns the file's id for the answers to refer to.
 */
export async function receiveUpload(
  db: Db, store: BlobStore, limits: UploadLimits, who: Uploader, part: IncomingFile, now = new Date(), onRefused?: (reason: string) => void,
): Promise<ReceivedFile> {
  // Checked before the bytes arrive too, so a sender over quota costs no disk and no checks.
  await checkUploadQuota(db, limits, who, 0, now);
  const name = cleanFileName(part.filename);
  const kind = kindOfName(name);
  if (!name || !kind || !acceptedKinds(DEFAULT_FILE_TYPES).has(kind)) {
    part.file.resume();
    throw wrongType(name || part.filename.slice(0, MAX_NAME));
  }
  const sniffer = new ContentSniffer(kind);
  const temp = store.tempFile();
  try {
    await pipeline(part.file, sniffer, temp.stream);
  } catch (error) {
    await store.discard(temp.path);
    if (error instanceof WrongContentError) throw sniffer.bytes === 0 ? emptyFile(name) : wrongContent(name);
    // The sender went away mid-upload: their problem, not a server error to log with a stack.
    if (isAborted(error)) throw badInput('upload_aborted', said('server.upload.interrupted', { name }));
    throw error;
  }
  try {
    if (part.file.truncated) {
      throw tooLarge('file_too_large', fileTooLarge(name, limits.maxFileBytes));
    }
    if (sniffer.bytes === 0) throw emptyFile(name);
    // Containers are judged by their whole structure: a zip is a .docx only if it is one, with no
    // macros, executables or bomb inside (fileContent.ts); the reason goes to the log, not the visitor.
    const refused = await checkContainer(temp.path, kind);
    if (refused) {
      onRefused?.(refused);
      throw wrongContent(name);
    }
    // Every stored PDF, whatever it is for, is one without scripts or attached files: it is read
    // whole (at most maxFileBytes) and checked as a signed offer is (loadPdfBounded.ts: parsed in a
    // time-limited worker and inflated within a budget before pdf-lib loads it on this thread).
    if (kind === 'pdf') {
      const pdf = await storedPdfProblem(await readFile(temp.path));
      if (pdf) {
        onRefused?.(`pdf: ${pdf.problem === 'active_content' ? `active content (${pdf.found})` : pdf.problem}`);
        throw pdfRefused(name, pdf);
      }
    }
  } catch (error) {
    await store.discard(temp.path);
    throw error;
  }
  const sha256 = sniffer.sha256;
  // The quota check and the row in one locked transaction: concurrent uploads, on any instance,
  // cannot all pass one check.
  let fileId: number;
  try {
    fileId = await db.transaction().execute(async (trx) => {
      await lockUploadQuota(trx);
      await checkUploadQuota(trx, limits, who, sniffer.bytes, now);
      const row = await trx
        .insertInto('form_files')
        .values({
          domain: who.domain, candidate_id: who.candidateId, visitor: who.candidateId === null ? who.visitor : null, uploader_ip: who.ip,
          name, type: KIND_MIME[kind], size: sniffer.bytes, sha256, created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    await store.discard(temp.path);
    throw error;
  }
  try {
    await store.keep(temp.path, sha256);
  } catch (error) {
    await db.deleteFrom('form_files').where('id', '=', fileId).execute();
    await store.discard(temp.path);
    throw error;
  }
  return { fileId, name, size: sniffer.bytes, type: KIND_MIME[kind] };
}
