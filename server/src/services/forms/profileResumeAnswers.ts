import type { Db } from '../../db/database';
import type { FileOwner, StoredFile } from './formFiles';
import { fileFields } from './formValues';
import type { FormDefinition, FormValues } from './rules';

/**
 * A resume from the candidate's profile given as the answer to a file question (issue 24 #8): the
 * answer's entry is `{ resumeId }` instead of an uploaded file's `{ fileId }`. Each such entry becomes a
 * new form file, a copy of the resume's row (same bytes in the blob store, so nothing is copied but a
 * row): the application must keep its file when the candidate later deletes the resume from the
 * profile, and deleting a draft must not take the profile's resume with it. The copy is pending like a
 * fresh upload until the answers are stored (attachFiles); if they never are, the sweep drops it.
 * Entries naming a resume that is not the owner's (or a visitor's) are left without a file id, so the
 * file check refuses them as 'File could not be uploaded' (422) without saying whose resume it is.
 */
export async function resolveProfileResumes(db: Db, owner: FileOwner, def: FormDefinition, values: FormValues, now = new Date()): Promise<FormValues> {
  const out: FormValues = { ...values };
  for (const { key } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list) || !list.some(isResumeChoice)) continue;
    const entries: unknown[] = [];
    for (const entry of list) entries.push(isResumeChoice(entry) ? await copyResume(db, owner, entry.resumeId, now) : entry);
    out[key] = entries;
  }
  return out;
}

function isResumeChoice(entry: unknown): entry is { resumeId: unknown } {
  return typeof entry === 'object' && entry !== null && 'resumeId' in entry && !('fileId' in entry);
}

/** The copy as an answer's file entry, or an entry the file check refuses. */
async function copyResume(db: Db, owner: FileOwner, resumeId: unknown, now: Date): Promise<StoredFile | { name: string }> {
  const refused = { name: '' };
  const id = typeof resumeId === 'number' ? resumeId : NaN;
  if (owner.candidateId === null || !Number.isSafeInteger(id) || id <= 0) return refused;
  const file = await db
    .selectFrom('candidate_resumes as r')
    .innerJoin('form_files as f', 'f.id', 'r.file_id')
    .select(['f.name', 'f.type', 'f.size', 'f.sha256', 'f.content'])
    .where('r.id', '=', id).where('r.domain', '=', owner.domain).where('r.candidate_id', '=', owner.candidateId)
    .where('f.candidate_id', '=', owner.candidateId)
    .executeTakeFirst();
  if (!file) return refused;
  const { id: fileId } = await db
    .insertInto('form_files')
    .values({
      domain: owner.domain, candidate_id: owner.candidateId, visitor: null, uploader_ip: null, name: file.name, type: file.type, size: file.size,
      sha256: file.sha256, content: file.content, attached_at: null, created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { uid: `resume-${id}`, name: file.name, size: file.size, type: file.type, lastModified: 0, webkitRelativePath: '', status: 'done', fileId };
}
