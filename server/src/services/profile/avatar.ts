import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { isDomainError, notFound, ruleBroken, said } from '../../domainErrors';
import type { BlobStore } from '../files/blobStore';
import { receiveUpload, type IncomingFile, type Uploader } from '../files/receiveUpload';
import type { UploadLimits } from '../files/uploadQuota';
import { kindOfName } from '../forms/fileContent';
import type { Candidate } from '../candidates';

/** Where the avatar is served (spec §9: a path starting with a slash; the page may put a static host before it). */
const AVATAR_PATH = '/api/pcsx/profile/avatar/';

const NOT_AN_IMAGE = (name: string) => said('server.avatar.notAnImage', { name });

/** The form_files id an avatar path names, or null. */
export function avatarFileIdOf(avatar: string | null): number | null {
  if (!avatar?.startsWith(AVATAR_PATH)) return null;
  const id = avatar.slice(AVATAR_PATH.length);
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/**
 * Stores an uploaded photo as the candidate's avatar: a PNG or JPEG by its name and by its bytes
 * (receiveUpload stops a "photo.png" whose bytes are anything else at its first chunk), within the
 * upload limits. The previous photo's row goes (the hourly sweep then drops its bytes).
 */
export async function uploadAvatar(db: Db, store: BlobStore, limits: UploadLimits, candidate: Candidate, ip: string, part: IncomingFile, onRefused?: (reason: string) => void): Promise<string> {
  const kind = kindOfName(part.filename);
  if (kind !== 'png' && kind !== 'jpeg') {
    part.file.resume();
    throw ruleBroken('invalid_file', NOT_AN_IMAGE(part.filename.slice(0, 255)));
  }
  const who: Uploader = { domain: candidate.domain, candidateId: candidate.id, visitor: null, ip };
  let file;
  try {
    file = await receiveUpload(db, store, limits, who, part, new Date(), onRefused);
  } catch (error) {
    // The content check's message lists every type a form accepts; a photo is only PNG or JPEG.
    if (isDomainError(error) && error.code === 'invalid_file' && !/empty/.test(error.message)) throw ruleBroken('invalid_file', NOT_AN_IMAGE(part.filename.slice(0, 255)));
    throw error;
  }
  // The bytes start like an image; an image also has a size: its header must say so (a PNG's IHDR,
  // a JPEG's frame header), or the "photo" is refused and its row dropped (the sweep drops the bytes).
  const stored = await db.selectFrom('form_files').select('sha256').where('id', '=', file.fileId).executeTakeFirstOrThrow();
  const bytes = await readAll(await store.read(stored.sha256));
  const size = bytes ? imageSize(bytes, kind) : null;
  if (!size) {
    await db.deleteFrom('form_files').where('id', '=', file.fileId).execute();
    onRefused?.(`${kind}: no image header with a size`);
    throw ruleBroken('invalid_file', NOT_AN_IMAGE(file.name));
  }
  // A browser decodes every pixel of the photo wherever it is shown: a small file can say 20000 × 20000.
  if (size.width > MAX_AVATAR_SIDE || size.height > MAX_AVATAR_SIDE || size.width * size.height > MAX_AVATAR_PIXELS) {
    await db.deleteFrom('form_files').where('id', '=', file.fileId).execute();
    onRefused?.(`${kind}: ${size.width} x ${size.height} pixels`);
    throw ruleBroken('invalid_file', TOO_MANY_PIXELS(file.name, size));
  }
  const path = `${AVATAR_PATH}${file.fileId}`;
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('candidates').select('avatar').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirstOrThrow();
    await trx.updateTable('form_files').set({ attached_at: new Date().toISOString() }).where('id', '=', file.fileId).execute();
    await trx.updateTable('candidates').set({ avatar: path }).where('domain', '=', candidate.domain).where('id', '=', candidate.id).execute();
    const old = avatarFileIdOf(before.avatar);
    if (old !== null && old !== file.fileId) await trx.deleteFrom('form_files').where('id', '=', old).where('candidate_id', '=', candidate.id).execute();
  });
  return path;
}

async function readAll(source: Readable | Buffer | null): Promise<Buffer | null> {
  if (!source || Buffer.isBuffer(source)) return source;
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The most pixels a photo may have on a side, and in all (4096 × 4096, about 16.7 megapixels). */
const MAX_AVATAR_SIDE = 4096;
const MAX_AVATAR_PIXELS = MAX_AVATAR_SIDE * MAX_AVATAR_SIDE;
const TOO_MANY_PIXELS = (name: string, size: { width: number; height: number }) =>
  said('server.avatar.tooManyPixels', { name, width: String(size.width), height: String(size.height), max: String(MAX_AVATAR_SIDE) });

/** Beyond JPEG's own limit no photo is plausible: such a header is not an image's (a PNG allows 2^31 - 1). */
const MAX_PLAUSIBLE_SIDE = 65_535;

/** Width and height from a PNG's IHDR or a JPEG's frame header (SOFn), or null when the bytes have none (or an implausible one). */
function imageSize(bytes: Buffer, kind: 'png' | 'jpeg'): { width: number; height: number } | null {
  const ok = (width: number, height: number) =>
    width > 0 && height > 0 && width <= MAX_PLAUSIBLE_SIDE && height <= MAX_PLAUSIBLE_SIDE ? { width, height } : null;
  if (kind === 'png') {
    if (bytes.length < 33 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    return ok(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // Segments from the start: each marker's length skips its data, so this walks the file once.
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) { at += 1; continue; }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data, before any frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return at + 9 <= bytes.length ? ok(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)) : null;
    at += 2 + length;
  }
  return null;
}

/** The avatar file if it is this candidate's current photo; anyone else's (or an old one): null (404). */
async function readAvatar(db: Db, candidate: Candidate, fileId: number): Promise<{ sha256: string; type: string; size: number } | null> {
  const row = await db.selectFrom('candidates').select('avatar').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirst();
  if (avatarFileIdOf(row?.avatar ?? null) !== fileId) return null;
  const file = await db.selectFrom('form_files').select(['sha256', 'type', 'size'])
    .where('id', '=', fileId).where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).executeTakeFirst();
  return file ?? null;
}

/** The avatar's bytes for its owner; not_found when it is not theirs (or no longer their avatar) or its bytes are gone. */
export async function avatarFile(db: Db, files: BlobStore, candidate: Candidate, fileId: number): Promise<{ type: string; size: number; bytes: Readable | Buffer }> {
  const file = await readAvatar(db, candidate, fileId);
  const bytes = file ? await files.read(file.sha256) : null;
  if (!file || !bytes) throw notFound('not_found', said('server.forms.fileNotFound'));
  return { type: file.type, size: file.size, bytes };
}
