/**
 * What a file really is, read from its bytes, never from its name or the type the browser claims: an
 * uploaded "resume.pdf" that is an executable must not be stored as a PDF.
 *
 * Two levels:
 * - `detectKind(bytes)` sniffs magic numbers only (synchronous, for bytes in memory). A zip with a
 *   `word/` entry sniffs as 'docx' and any OLE2 file as 'doc': that is a first guess, not a verdict.
 * - For an upload written to a temporary file, use the verdict:
 *   `checkContainer(path, kind, options?) => Promise<string | null>` — null when the file at `path` is a
 *   sound `kind`, else a reason for logs (the user sees RULE_MESSAGES.fileContent). pdf/png/jpeg: magic
 *   number; txt: UTF-8 without NUL, streamed; docx: the zip checks of docxCheck.ts (content types,
 *   WordprocessingML main part, no macros/ActiveX/executables, no zip bomb); doc: the compound-file
 *   checks of docCheck.ts (a WordDocument stream, no macros, not encrypted). The file is read through
 *   random access, not loaded whole (only an OLE object embedded in a .docx is, up to a limit); limits
 *   are CONTAINER_LIMITS (containerRules.ts), `options.onInflate` counts the bytes inflated.
 *   `detectFileKind(path, options?)` gives `{ kind }` or `{ kind: null, reason }` when the name is not
 *   to be trusted at all.
 * Read or open errors of the file itself (ENOENT…) reject; a malformed file resolves with a reason.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { limitsOf, type ContainerCheckOptions } from './containerRules';
import { checkDoc } from './docCheck';
import { checkDocx } from './docxCheck';

export {  type ContainerCheckOptions,  } from './containerRules';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx' | 'txt';

/** MIME type stored and served for each kind. */
export const KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** Spec §5: the file types a file question accepts unless it lists its own. */
const DEFAULT_ACCEPT = ['.doc', '.docx', '.pdf', '.txt', '.png', '.jpg', '.jpeg'];

const BY_EXTENSION: Record<string, FileKind> = {
  '.pdf': 'pdf', '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.doc': 'doc', '.docx': 'docx', '.txt': 'txt',
};
const BY_MIME: Record<string, FileKind[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpeg'],
  'image/*': ['png', 'jpeg'],
  'application/msword': ['doc'],
  [KIND_MIME.docx]: ['docx'],
  'text/plain': ['txt'],
};

/** The kinds an `accept` list allows (extensions like '.pdf' or MIME types); unknown entries allow nothing. */
export function acceptedKinds(accept: readonly string[] | undefined): Set<FileKind> {
  const kinds = new Set<FileKind>();
  for (const entry of accept?.length ? accept : DEFAULT_ACCEPT) {
    const key = entry.trim().toLowerCase();
    const byExt = BY_EXTENSION[key.startsWith('.') ? key : `.${key}`];
    if (byExt) kinds.add(byExt);
    for (const kind of BY_MIME[key] ?? []) kinds.add(kind);
  }
  return kinds;
}

/** The kind a file name claims by its extension, or null. */
export function kindOfName(name: string): FileKind | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (BY_EXTENSION[name.slice(dot).toLowerCase()] ?? null);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary: .doc (and other old Office files)
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The kind of `bytes` by content, or null when it is none of the supported kinds. */
export function detectKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, OLE)) return 'doc';
  if (startsWith(bytes, ZIP)) return zipEntryNames(bytes).some((n) => n.startsWith('word/')) ? 'docx' : null;
  return isPlainText(bytes) ? 'txt' : null;
}

const MAGIC: Array<[FileKind, readonly number[]]> = [['pdf', PDF], ['png', PNG], ['jpeg', JPEG], ['doc', OLE], ['docx', ZIP]];

/** A reason to refuse the file at `path` as a `kind`, or null when it is a sound one (see the top of this file). */
export async function checkContainer(path: string, kind: FileKind, options?: ContainerCheckOptions): Promise<string | null> {
  if (kind === 'txt') return (await isPlainTextFile(path)) ? null : 'txt: not UTF-8 text without NUL bytes';
  const magic = MAGIC.find(([k]) => k === kind)![1];
  if (!startsWith(await head(path, magic.length), magic)) return `${kind}: wrong magic number`;
  if (kind === 'docx') return checkDocx(path, limitsOf(options), options);
  if (kind === 'doc') return checkDoc(path, limitsOf(options));
  return null;
}

/** The kind of the file at `path` by its content, checked as `checkContainer` does, or why it is none. */
export async function detectFileKind(path: string, options?: ContainerCheckOptions): Promise<{ kind: FileKind } | { kind: null; reason: string }> {
  const bytes = await head(path, 8);
  const kind = MAGIC.find(([, magic]) => startsWith(bytes, magic))?.[0] ?? 'txt';
  const reason = await checkContainer(path, kind, options);
  return reason ? { kind: null, reason } : { kind };
}

async function head(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** isPlainText over a file read in chunks (a character may straddle two). */
async function isPlainTextFile(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false; // the decoder's "not valid UTF-8"
    throw error;
  }
}

/** Valid UTF-8 with no NUL byte: binary formats almost always contain NULs. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/**
 * Names in a zip's central directory (the authoritative list; local headers may omit sizes).
 * A docx is a zip whose entries include word/… . Malformed archives give [].
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY) return [];
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return [];
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
