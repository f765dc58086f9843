import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { isDomainError, notFound, ruleBroken, said } from '../../domainErrors';
import type { BlobStore } from '../files/blobStore';
import { receiveUpload, type IncomingFile, type Uploader } from '../files/receiveUpload';
import type { UploadLimits } from '../files/uploadQuota';
import { kindOfName } from '../forms/fileContent';
import { imageSize } from '../files/imageSize';
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
