import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { BlobStore } from '../files/blobStore';
import { receiveUpload, type IncomingFile, type Uploader } from '../files/receiveUpload';
import type { UploadLimits } from '../files/uploadQuota';
import { kindOfName } from '../forms/fileContent';
import type { Candidate } from '../candidates';

/** Where the avatar is served (spec §9: a path starting with a slash; the page may put a static host before it). */
export const AVATAR_PATH = '/api/pcsx/profile/avatar/';

export const NOT_AN_IMAGE = (name: string) => `The file "${name}" is not a PNG or JPEG image. Choose a photo in one of those formats.`;

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
    throw new AppError(422, 'invalid_file', NOT_AN_IMAGE(part.filename.slice(0, 255)));
  }
  const who: Uploader = { domain: candidate.domain, candidateId: candidate.id, visitor: null, ip };
  let file;
  try {
    file = await receiveUpload(db, store, limits, who, part, new Date(), onRefused);
  } catch (error) {
    // The content check's message lists every type a form accepts; a photo is only PNG or JPEG.
    if (error instanceof AppError && error.code === 'invalid_file' && !/empty/.test(error.message)) throw new AppError(422, 'invalid_file', NOT_AN_IMAGE(part.filename.slice(0, 255)));
    throw error;
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

/** The avatar file if it is this candidate's current photo; anyone else's (or an old one): null (404). */
export async function readAvatar(db: Db, candidate: Candidate, fileId: number): Promise<{ sha256: string; type: string; size: number } | null> {
  const row = await db.selectFrom('candidates').select('avatar').where('domain', '=', candidate.domain).where('id', '=', candidate.id).executeTakeFirst();
  if (avatarFileIdOf(row?.avatar ?? null) !== fileId) return null;
  const file = await db.selectFrom('form_files').select(['sha256', 'type', 'size'])
    .where('id', '=', fileId).where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).executeTakeFirst();
  return file ?? null;
}
