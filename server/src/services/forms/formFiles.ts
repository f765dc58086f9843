import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { acceptedKinds, kindOfName } from './fileContent';
import { fileFields } from './formValues';
import { DEFAULT_FILE_TYPES, fillMessage, RULE_MESSAGES, type FormDefinition, type FormItem, type FormValues } from './rules';

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

/** Spec §8: 'File upload failure'. Used for a file id that is not the sender's (or a file sent without uploading it). */
export const FILE_UPLOAD_FAILED = 'File could not be uploaded';
const MAX_NAME = 255;

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The SQL condition (and its parameters) that selects the owner's files; a visitor owns only files no candidate has. */
function ownedBy(owner: FileOwner): { where: string; params: unknown[] } | null {
  if (owner.candidateId !== null) return { where: 'domain = ? AND candidate_id = ?', params: [owner.domain, owner.candidateId] };
  if (owner.visitor) return { where: 'domain = ? AND candidate_id IS NULL AND visitor = ?', params: [owner.domain, owner.visitor] };
  return null;
}

function storedFileRow(db: Db, owner: FileOwner, id: number): { name: string; type: string; size: number } | undefined {
  const mine = ownedBy(owner);
  if (!mine) return undefined;
  return sql(db, `SELECT name, type, size FROM form_files WHERE id = ? AND ${mine.where}`).get(id, ...mine.params) as
    | { name: string; type: string; size: number }
    | undefined;
}

/** Checks one file entry; returns the file or the reason it is refused. */
function checkFile(db: Db, owner: FileOwner, item: FormItem, entry: unknown): StoredFile | { refused: 'type' | 'failed'; name: string } {
  if (typeof entry !== 'object' || entry === null) return { refused: 'failed', name: '' };
  const file = entry as Record<string, unknown>;
  const name = str(file.name).slice(0, MAX_NAME);
  // Only a number or a string of digits: Number() of an object would run its (hostile) toString.
  const id = typeof file.fileId === 'number' ? file.fileId : typeof file.fileId === 'string' && /^\d{1,15}$/.test(file.fileId) ? Number(file.fileId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return { refused: 'failed', name };
  const row = storedFileRow(db, owner, id);
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

/** Checks every file in `values` (flat answers of `def`). Nothing is written. */
export function checkFiles(db: Db, owner: FileOwner, def: FormDefinition, values: FormValues): CheckedFiles {
  const out: FormValues = { ...values };
  const errors: Record<string, string> = {};
  for (const { key, item } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    const files: StoredFile[] = [];
    const wrongType: string[] = [];
    let failed = false;
    for (const entry of list) {
      const result = checkFile(db, owner, item, entry);
      if ('refused' in result) {
        if (result.refused === 'failed') failed = true;
        else wrongType.push(result.name);
      } else files.push(result);
    }
    if (wrongType.length) {
      errors[key] = fillMessage(RULE_MESSAGES.fileType, { types: (item.accept ?? DEFAULT_FILE_TYPES).join(', '), files: wrongType.join(', ') });
    } else if (failed) errors[key] = FILE_UPLOAD_FAILED;
    out[key] = files;
  }
  return { values: out, errors };
}

/**
 * Marks the files that checked `values` refer to as part of a saved answer (no longer pending, so no
 * longer deleted after the retention period) and returns the answers to store. Call inside the
 * transaction that stores the answers.
 */
export function attachFiles(db: Db, def: FormDefinition, values: FormValues, now = new Date()): FormValues {
  const attach = sql(db, 'UPDATE form_files SET attached_at = ? WHERE id = ? AND attached_at IS NULL');
  for (const id of fileIdsOf(def, values)) attach.run(now.toISOString(), id);
  return values;
}

/** The ids of the files that stored answers of `def` refer to. */
export function fileIdsOf(def: FormDefinition, values: FormValues): Set<number> {
  const ids = new Set<number>();
  for (const { key } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const id = (entry as Partial<StoredFile> | null)?.fileId;
      if (typeof id === 'number') ids.add(id);
    }
  }
  return ids;
}

// Every place a candidate's answers are stored; a file may be referred to from more than one (a
// draft's resume is sent again with the application).
const REFERENCED = `SELECT 1 FROM (
    SELECT values_json AS j FROM form_responses WHERE domain = @domain AND candidate_id = @candidate
    UNION ALL SELECT answers_json FROM draft_applications WHERE domain = @domain AND candidate_id = @candidate
    UNION ALL SELECT values_json FROM application_submissions WHERE domain = @domain AND candidate_id = @candidate
  ) AS answers, json_tree(CASE WHEN json_valid(answers.j) THEN answers.j ELSE '{}' END) AS t
  WHERE t.key = 'fileId' AND t.value = @id LIMIT 1`;

/**
 * Deletes those of `ids` (files the owner's answers referred to before a change) that no stored
 * answers refer to any more: a replaced resume, a deleted draft's files. Call after the change is written.
 */
export function deleteUnreferencedFiles(db: Db, owner: FileOwner, ids: Iterable<number>): void {
  if (owner.candidateId === null) return;
  const referenced = sql(db, REFERENCED);
  const remove = sql(db, 'DELETE FROM form_files WHERE id = ? AND domain = ? AND candidate_id = ?');
  for (const id of ids) {
    if (!referenced.get({ domain: owner.domain, candidate: owner.candidateId, id })) remove.run(id, owner.domain, owner.candidateId);
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
export function readFile(db: Db, owner: FileOwner, id: number): { name: string; type: string; size: number; sha256: string } | null {
  const mine = ownedBy(owner);
  if (!mine) return null;
  const row = sql(db, `SELECT name, type, size, sha256 FROM form_files WHERE id = ? AND ${mine.where}`).get(id, ...mine.params) as
    | { name: string; type: string; size: number; sha256: string }
    | undefined;
  return row ?? null;
}

/**
 * A visitor's uploads that no saved answer uses yet become the candidate's at log-in, so an application
 * begun logged out keeps its files. Files a logged-out submission already uses stay with it: the
 * candidate's own answers could otherwise drop them and take them from that submission.
 */
export function moveVisitorFiles(db: Db, visitorSession: string, candidate: { id: number; domain: string }): void {
  sql(db, 'UPDATE form_files SET candidate_id = ?, visitor = NULL WHERE visitor = ? AND candidate_id IS NULL AND attached_at IS NULL AND domain = ?').run(
    candidate.id, visitorSession, candidate.domain,
  );
}
