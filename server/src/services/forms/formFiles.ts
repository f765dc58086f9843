import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { notFound, said } from '../../domainErrors';
import type { BlobStore } from '../files/blobStore';
import type { Tables } from '../../db/tables';
import { acceptedKinds, kindOfName } from './fileContent';
import { fileFields } from './formValues';
import { invalidForm } from './invalidForm';
import { copyChosenResumes, describeResume, isResumeChoice, type ResumeChoice } from './profileResumeAnswers';
import { DEFAULT_FILE_TYPES, ruleMessage, type FormDefinition, type FormItem, type FormValues } from './rules';

/**
 * Files inside form answers. Files are uploaded first, one streamed multipart request each
 * (POST /api/pcsx/form_files, services/files/receiveUpload.ts), where their type is read from their
 * bytes and their real size is recorded. Answers then refer to a file by its id (`fileId`); here each
 * id is checked to be the sender's and of a type the question accepts, and its stored name and size
 * replace what the browser claimed, so the shared size rules judge the truth.
 */

/** Whose files these are: a candidate's, or a visitor's (by the hash of their session id). */
export interface FileOwner {
  domain: string;
  candidateId: number | null;
  /** The visitor's session (hashed id) when no candidate is logged in. */
  visitor?: string | null;
}

/** A file as stored in answers. */
export interface StoredFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  webkitRelativePath: string;
  status: 'done';
  fileId: number;
}

export interface CheckedFiles {
  /** Answers with every file checked and described by its stored row. */
  values: FormValues;
  /** Field → message for files that are not what they claim or are not the sender's. */
  errors: Record<string, string>;
}

/** One profile resume chosen twice in one answer: only a hand-made request sends that, and it would take two copies. */
const RESUME_TWICE = 'Choose each resume only once.';

/** Spec §8: 'File upload failure'. Used for a file id that is not the sender's (or a file sent without uploading it). */
const FILE_UPLOAD_FAILED = 'File could not be uploaded';
const MAX_NAME = 255;

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

type Where = (eb: ExpressionBuilder<Tables, 'form_files'>) => ExpressionWrapper<Tables, 'form_files', SqlBool>;

/** The condition that selects the owner's files; a visitor owns only files no candidate has. */
function ownedBy(owner: FileOwner): Where | null {
  const { domain, candidateId, visitor } = owner;
  if (candidateId !== null) return (eb) => eb.and([eb('domain', '=', domain), eb('candidate_id', '=', candidateId)]);
  if (visitor) return (eb) => eb.and([eb('domain', '=', domain), eb('candidate_id', 'is', null), eb('visitor', '=', visitor)]);
  return null;
}

async function storedFileRow(db: Db, owner: FileOwner, id: number): Promise<{ name: string; type: string; size: number } | undefined> {
  const mine = ownedBy(owner);
  if (!mine) return undefined;
  return db.selectFrom('form_files').select(['name', 'type', 'size']).where('id', '=', id).where(mine).executeTakeFirst();
}

type Resumes = Parameters<typeof describeResume>[3];

/** Checks one file entry; returns the file (or the profile resume chosen) or the reason it is refused. Reads only. */
async function checkFile(db: Db, owner: FileOwner, item: FormItem, entry: unknown, resumes: Resumes): Promise<StoredFile | ResumeChoice | { refused: 'type' | 'failed'; name: string }> {
  if (typeof entry !== 'object' || entry === null) return { refused: 'failed', name: '' };
  if (isResumeChoice(entry)) {
    const resume = await describeResume(db, owner, entry.resumeId, resumes);
    if (!resume) return { refused: 'failed', name: '' };
    const kind = kindOfName(resume.name);
    return kind && acceptedKinds(item.accept).has(kind) ? resume : { refused: 'type', name: resume.name };
  }
  const file = entry as Record<string, unknown>;
  const name = str(file.name).slice(0, MAX_NAME);
  // Only a number or a string of digits: Number() of an object would run its (hostile) toString.
  const id = typeof file.fileId === 'number' ? file.fileId : typeof file.fileId === 'string' && /^\d{1,15}$/.test(file.fileId) ? Number(file.fileId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return { refused: 'failed', name };
  const row = await storedFileRow(db, owner, id);
  if (!row) return { refused: 'failed', name };
  // The upload accepted any supported kind; the question may accept fewer.
  const kind = kindOfName(row.name);
  if (!kind || !acceptedKinds(item.accept).has(kind)) return { refused: 'type', name: row.name };
  return {
    uid: str(file.uid).slice(0, 100) || `file-${id}`,
    lastModified: typeof file.lastModified === 'number' && Number.isFinite(file.lastModified) ? file.lastModified : 0,
    webkitRelativePath: str(file.webkitRelativePath).slice(0, MAX_NAME),
    status: 'done',
    name: row.name,
    size: row.size,
    type: row.type,
    fileId: id,
  };
}

/**
 * Checks every file in `values` (flat answers of `def`). Nothing is written: a chosen profile resume
 * stays a choice (described by its row) until attachFiles copies it in the storing transaction. A wrong type is said
 * in `locale` (the toolkit's text there); an upload failure and a resume chosen twice stay English (no rule says them).
 */
export async function checkFiles(db: Db, owner: FileOwner, def: FormDefinition, values: FormValues, locale = 'en'): Promise<CheckedFiles> {
  const out: FormValues = { ...values };
  const errors: Record<string, string> = {};
  const resumes: Resumes = new Map();
  for (const { key, item } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    const files: Array<StoredFile | ResumeChoice> = [];
    const wrongType: string[] = [];
    const chosen = new Set<number>();
    let failed = false;
    let twice = false;
    for (const entry of list) {
      const result = await checkFile(db, owner, item, entry, resumes);
      if ('refused' in result) {
        if (result.refused === 'failed') failed = true;
        else wrongType.push(result.name);
      } else {
        if ('resumeId' in result) {
          twice ||= chosen.has(result.resumeId);
          chosen.add(result.resumeId);
        }
        files.push(result);
      }
    }
    if (wrongType.length) {
      errors[key] = ruleMessage('fileType', { types: (item.accept ?? DEFAULT_FILE_TYPES).join(', '), files: wrongType.join(', ') }, locale);
    } else if (failed) errors[key] = FILE_UPLOAD_FAILED;
    else if (twice) errors[key] = RESUME_TWICE;
    out[key] = files;
  }
  return { values: out, errors };
}

/**
 * Marks the files that checked `values` refer to as part of a saved answer (no longer pending, so no
 * longer deleted after the retention period), copies the profile resumes chosen (already attached),
 * and returns the answers to store. Call inside the transaction that stores the answers. A file that
 * went away since the answers were checked (the sweep of expired uploads, another save of the same
 * candidate's that no longer used it, a chosen resume deleted meanwhile) makes the whole save fail as an upload failure, so no answer refers to a missing file.
 */
export async function attachFiles(db: Db, owner: FileOwner, def: FormDefinition, checked: FormValues, now = new Date()): Promise<FormValues> {
  const values = await copyChosenResumes(db, owner, def, checked, now);
  const at = now.toISOString();
  const missing: Record<string, string> = {};
  for (const { key } of fileFields(def, values)) {
    const ids = [...idsIn(values[key])];
    if (!ids.length) continue;
    await db.updateTable('form_files').set({ attached_at: at }).where('id', 'in', ids).where('attached_at', 'is', null).execute();
    const present = await db.selectFrom('form_files').select('id').where('id', 'in', ids).execute();
    if (present.length < ids.length) missing[key] = FILE_UPLOAD_FAILED;
  }
  if (Object.keys(missing).length) throw invalidForm(missing);
  return values;
}

/** The file ids of one answer's list of files. */
function idsIn(list: unknown): Set<number> {
  const ids = new Set<number>();
  if (!Array.isArray(list)) return ids;
  for (const entry of list) {
    const id = (entry as Partial<StoredFile> | null)?.fileId;
    if (typeof id === 'number') ids.add(id);
  }
  return ids;
}

/** The ids of the files that stored answers of `def` refer to. */
export function fileIdsOf(def: FormDefinition, values: FormValues): Set<number> {
  const ids = new Set<number>();
  for (const { key } of fileFields(def, values)) for (const id of idsIn(values[key])) ids.add(id);
  return ids;
}

/** Whether `value` (parsed stored answers) holds `fileId: id` at any depth. */
function refersTo(value: unknown, id: number): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, id));
  if (value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'fileId' ? inner === id : refersTo(inner, id)) return true;
  }
  return false;
}

/**
 * Whether any stored answers of the candidate refer to file `id`: forms, drafts and applications (a
 * draft's resume is sent again with the application). Answers are stored as JSON text: the database
 * picks the few whose text names the id (the same on both engines), and the parsed answers decide.
 */
async function isReferenced(db: Db, owner: { domain: string; candidateId: number }, id: number): Promise<boolean> {
  // Stored answers are JSON.stringify's output: `"fileId":123`, no spaces. Digits need no escaping.
  const mentions = `%"fileId":${id}%`;
  const texts = await db
    .selectFrom('form_responses').select('values_json as json')
    .where('domain', '=', owner.domain).where('candidate_id', '=', owner.candidateId).where('values_json', 'like', mentions)
    .unionAll(db.selectFrom('draft_applications').select('answers_json as json')
      .where('domain', '=', owner.domain).where('candidate_id', '=', owner.candidateId).where('answers_json', 'like', mentions))
    .unionAll(db.selectFrom('application_submissions').select('values_json as json')
      .where('domain', '=', owner.domain).where('candidate_id', '=', owner.candidateId).where('values_json', 'like', mentions))
    .execute();
  return texts.some(({ json }) => {
    try {
      return refersTo(JSON.parse(json), id);
    } catch {
      return false;
    }
  });
}

/**
 * Deletes those of `ids` (files the owner's answers referred to before a change) that no stored
 * answers refer to any more: a replaced resume, a deleted draft's files. Call after the change is
 * written, in its transaction.
 */
export async function deleteUnreferencedFiles(db: Db, owner: FileOwner, ids: Iterable<number>): Promise<void> {
  const candidateId = owner.candidateId;
  if (candidateId === null) return;
  for (const id of ids) {
    if (await isReferenced(db, { domain: owner.domain, candidateId }, id)) continue;
    await db.deleteFrom('form_files').where('id', '=', id).where('domain', '=', owner.domain).where('candidate_id', '=', candidateId).execute();
  }
}

/** Answers as the API sends them: each stored file gets a `previewUrl` that downloads it. */
export function withPreviewUrls(def: FormDefinition, values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const { key } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    out[key] = list.map((entry) => {
      const id = (entry as Partial<StoredFile> | null)?.fileId;
      return typeof id === 'number' ? { ...(entry as StoredFile), previewUrl: `/api/pcsx/form_files/${id}` } : entry;
    });
  }
  return out;
}

/** One of the owner's files, for download; null when it is not theirs. Its bytes are in the blob store under `sha256`. */
export async function readFile(db: Db, owner: FileOwner, id: number): Promise<{ name: string; type: string; size: number; sha256: string } | null> {
  const mine = ownedBy(owner);
  if (!mine) return null;
  const row = await db.selectFrom('form_files').select(['name', 'type', 'size', 'sha256']).where('id', '=', id).where(mine).executeTakeFirst();
  return row ?? null;
}

/**
 * A form file with its bytes, for its owner; not_found otherwise. A row whose bytes are gone (a store emptied by hand, a
 * shared volume not mounted) is not_found too, and `onBytesMissing` lets the caller log it: that one is the operator's
 * to know.
 */
export async function formFile(
  db: Db, files: BlobStore, owner: FileOwner, id: number, onBytesMissing: () => void,
): Promise<{ name: string; type: string; size: number; bytes: Readable | Buffer }> {
  const file = await readFile(db, owner, id);
  if (!file) throw notFound('not_found', said('server.forms.fileNotFound'));
  const bytes = await files.read(file.sha256);
  if (!bytes) {
    onBytesMissing();
    throw notFound('not_found', said('server.forms.fileNotFound'));
  }
  return { name: file.name, type: file.type, size: file.size, bytes };
}

/**
 * A visitor's uploads that no saved answer uses yet become the candidate's at log-in, so an application
 * begun logged out keeps its files. Files a logged-out submission already uses stay with it: the
 * candidate's own answers could otherwise drop them and take them from that submission.
 */
export async function moveVisitorFiles(db: Db, visitorSession: string, candidate: { id: number; domain: string }): Promise<void> {
  await db
    .updateTable('form_files')
    .set({ candidate_id: candidate.id, visitor: null })
    .where('visitor', '=', visitorSession).where('candidate_id', 'is', null).where('attached_at', 'is', null).where('domain', '=', candidate.domain)
    .execute();
}
