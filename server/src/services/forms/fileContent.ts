/**
 * What a file really is, read from its bytes (magic numbers), never from its name or the type the
 * browser claims: an uploaded "resume.pdf" that is an executable must not be stored as a PDF.
 */

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
export const DEFAULT_ACCEPT = ['.doc', '.docx', '.pdf', '.txt', '.png', '.jpg', '.jpeg'];

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
