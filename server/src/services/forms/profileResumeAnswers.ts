import type { Db } from '../../db/database';
import type { FileOwner, StoredFile } from './formFiles';
import { fileFields } from './formValues';
import type { FormDefinition, FormValues } from './rules';

/**
 * A resume from the candidate's profile given as the answer to a file question (issue 24 #8): the
 * answer's entry is `{ resumeId }` instead of an uploaded file's `{ fileId }`. The stored answer gets a
 * new form file, a copy of the resume's row (same bytes in the blob store, so nothing is copied but a
 * row): the application must keep its file when the candidate later deletes the resume from the
 * profile, and deleting a draft must not take the profile's resume with it.
 *
 * Checking the answers writes nothing: the choice is only described from the resume's row
 * (describeResume), so the rules judge its real name, size and type, and a refused answer leaves no
 * row behind. The copy is made by copyChosenResumes, inside the transaction that stores the answers,
 * already attached: it is never pending, so it takes nothing from the upload quotas (it adds no bytes
 * to the store either), and one request naming the same resume 200 times cannot fill the site's
 * pending total and pause everyone's uploads (attack review, HIGH). One copy per distinct resume.
 * Entries naming a resume that is not the owner's (or a visitor's) are refused as 'File could not be
 * uploaded' (422) without saying whose resume it is.
 */

/** A checked answer entry that stands for a copy of the owner's resume `resumeId`, made when the answers are stored. */
export type ResumeChoice = Omit<StoredFile, 'fileId'> & { resumeId: number };

/** Whether an answer's entry names a profile resume rather than an uploaded file. */
export function isResumeChoice(entry: unknown): entry is { resumeId: unknown } {
  return typeof entry === 'object' && entry !== null && 'resumeId' in entry && !('fileId' in entry);
}

interface ResumeFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
  content: Buffer | null;
}

async function resumeFile(db: Db, owner: FileOwner, id: number): Promise<ResumeFile | undefined> {
  if (owner.candidateId === null) return undefined;
  return db
    .selectFrom('candidate_resumes as r')
    .innerJoin('form_files as f', 'f.id', 'r.file_id')
    .select(['f.name', 'f.type', 'f.size', 'f.sha256', 'f.content'])
    .where('r.id', '=', id).where('r.domain', '=', owner.domain).where('r.candidate_id', '=', owner.candidateId)
    .where('f.candidate_id', '=', owner.candidateId)
    .executeTakeFirst();
}

const resumeIdOf = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

/**
 * The answer entry for the owner's resume `resumeId` as described by its stored row, or null when it
 * is not theirs. Reads only; `seen` caches rows so an answer repeating one id costs one query.
 */
export async function describeResume(db: Db, owner: FileOwner, resumeId: unknown, seen: Map<number, ResumeFile | undefined>): Promise<ResumeChoice | null> {
  const id = resumeIdOf(resumeId);
  if (id === null || owner.candidateId === null) return null;
  if (!seen.has(id)) seen.set(id, await resumeFile(db, owner, id));
  const file = seen.get(id);
  if (!file) return null;
  return { uid: `resume-${id}`, name: file.name, size: file.size, type: file.type, lastModified: 0, webkitRelativePath: '', status: 'done', resumeId: id };
}

/**
 * Replaces each resume choice in checked `values` by its copy: one new form file per distinct resume,
 * attached at `now`. Call inside the transaction that stores the answers, so a refused or failed save
 * leaves no copy. A resume deleted since the answers were checked leaves its entry naming no file, which
 * attachFiles refuses as an upload failure.
 */
export async function copyChosenResumes(db: Db, owner: FileOwner, def: FormDefinition, values: FormValues, now: Date): Promise<FormValues> {
  const out: FormValues = { ...values };
  const copies = new Map<number, number | null>();
  for (const { key } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list) || !list.some(isResumeChoice)) continue;
    const entries: unknown[] = [];
    for (const entry of list) {
      if (!isResumeChoice(entry)) {
        entries.push(entry);
        continue;
      }
      const id = resumeIdOf(entry.resumeId);
      if (id !== null && !copies.has(id)) copies.set(id, await copyResume(db, owner, id, now));
      const { resumeId: _resumeId, ...described } = entry as ResumeChoice;
      // No row has id 0: attachFiles finds the file missing and refuses the save.
      entries.push({ ...described, fileId: (id !== null && copies.get(id)) || 0 });
    }
    out[key] = entries;
  }
  return out;
}

async function copyResume(db: Db, owner: FileOwner, id: number, now: Date): Promise<number | null> {
  const file = await resumeFile(db, owner, id);
  if (!file || owner.candidateId === null) return null;
  const at = now.toISOString();
  const { id: fileId } = await db
    .insertInto('form_files')
    .values({
      domain: owner.domain, candidate_id: owner.candidateId, visitor: null, uploader_ip: null, name: file.name, type: file.type, size: file.size,
      sha256: file.sha256, content: file.content, attached_at: at, created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return fileId;
}
