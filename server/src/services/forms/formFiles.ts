import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { acceptedKinds, detectKind, KIND_MIME, kindOfName, type FileKind } from './fileContent';
import { fileFields } from './formValues';
import { DEFAULT_FILE_TYPES, fillMessage, RULE_MESSAGES, type FormDefinition, type FormItem, type FormValues } from './rules';

/**
 * Files inside form answers. The toolkit sends each upload as an UploadedFile whose `content` is base64;
 * here the bytes are decoded, their type is read from the content (magic bytes), and their real size
 * replaces the one the browser claimed, so the shared size rules judge the truth. Stored answers keep
 * the file's id (`fileId`) instead of its bytes; a later save or submit may send that id back.
 */

/** Whose files these are: a candidate's, or a visitor's (who can only upload, never refer to a stored file). */
export interface FileOwner {
  domain: string;
  candidateId: number | null;
}

/** A file as stored in answers (`content` replaced by `fileId`). */
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

/** A file as checked before storing: a new upload (bytes) or one stored earlier (fileId). */
interface CheckedFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  webkitRelativePath: string;
  status: 'done';
  fileId?: number;
  bytes?: Buffer;
}

export interface CheckedFiles {
  /** Answers with every file checked; new uploads still carry their bytes (see storeFiles). */
  values: FormValues;
  /** Field → message for files that are not what they claim or cannot be read. */
  errors: Record<string, string>;
}

/** Spec §8: 'File upload failure'. Used for content that cannot be decoded or a file id that is not the sender's. */
export const FILE_UPLOAD_FAILED = 'File could not be uploaded';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_NAME = 255;

function decodeBase64(content: string): Buffer | null {
  // Browsers' FileReader gives data URLs; the contract says plain base64. Accept both.
  const body = content.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length % 4 !== 0 || !BASE64.test(body)) return null;
  return Buffer.from(body, 'base64');
}

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

function storedFileRow(db: Db, owner: FileOwner, id: number): { name: string; type: string; size: number } | undefined {
  if (owner.candidateId === null) return undefined;
  return sql(db, 'SELECT name, type, size FROM form_files WHERE id = ? AND domain = ? AND candidate_id = ?').get(
    id, owner.domain, owner.candidateId,
  ) as { name: string; type: string; size: number } | undefined;
}

/** Checks one file entry; returns the file or the reason it is refused. */
function checkFile(db: Db, owner: FileOwner, item: FormItem, entry: unknown): CheckedFile | { refused: 'type' | 'content' | 'failed'; name: string } {
  if (typeof entry !== 'object' || entry === null) return { refused: 'failed', name: '' };
  const file = entry as Record<string, unknown>;
  const name = str(file.name).slice(0, MAX_NAME);
  const base = {
    uid: str(file.uid).slice(0, 100) || `file-${Date.now()}`,
    lastModified: typeof file.lastModified === 'number' && Number.isFinite(file.lastModified) ? file.lastModified : 0,
    webkitRelativePath: str(file.webkitRelativePath).slice(0, MAX_NAME),
    status: 'done' as const,
  };
  if (typeof file.content === 'string' && file.content !== '') {
    const bytes = decodeBase64(file.content);
    if (!bytes || !name) return { refused: 'failed', name };
    const claimed = kindOfName(name);
    const actual = detectKind(bytes);
    // The name's type must be accepted and the bytes must really be of that type (jpg and jpeg are one kind).
    if (!claimed || !acceptedKinds(item.accept).has(claimed)) return { refused: 'type', name };
    if (actual !== claimed) return { refused: 'content', name };
    return { ...base, name, size: bytes.length, type: KIND_MIME[actual as FileKind], bytes };
  }
  // Only a number or a string of digits: Number() of an object would run its (hostile) toString.
  const id = typeof file.fileId === 'number' ? file.fileId : typeof file.fileId === 'string' && /^\d{1,15}$/.test(file.fileId) ? Number(file.fileId) : NaN;
  if (Number.isSafeInteger(id) && id > 0) {
    const row = storedFileRow(db, owner, id);
    if (!row) return { refused: 'failed', name };
    // A stored file answers a question whose accepted types may differ from where it was uploaded.
    const kind = kindOfName(row.name);
    if (!kind || !acceptedKinds(item.accept).has(kind)) return { refused: 'type', name: row.name };
    return { ...base, name: row.name, size: row.size, type: row.type, fileId: id };
  }
  return { refused: 'failed', name };
}

/** Decodes and checks every file in `values` (flat answers of `def`). Nothing is stored yet. */
export function checkFiles(db: Db, owner: FileOwner, def: FormDefinition, values: FormValues): CheckedFiles {
  const out: FormValues = { ...values };
  const errors: Record<string, string> = {};
  for (const { key, item } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    const files: CheckedFile[] = [];
    const wrongType: string[] = [];
    let wrongContent = false;
    let failed = false;
    for (const entry of list) {
      const result = checkFile(db, owner, item, entry);
      if ('refused' in result) {
        if (result.refused === 'failed') failed = true;
        else {
          wrongType.push(result.name);
          wrongContent ||= result.refused === 'content';
        }
      } else files.push(result);
    }
    if (wrongType.length) {
      // A name the browser's check let through, on bytes of another kind: say that, not just "type".
      const message = wrongContent ? RULE_MESSAGES.fileContent : RULE_MESSAGES.fileType;
      errors[key] = fillMessage(message, { types: (item.accept ?? DEFAULT_FILE_TYPES).join(', '), files: wrongType.join(', ') });
    } else if (failed) errors[key] = FILE_UPLOAD_FAILED;
    out[key] = files;
  }
  return { values: out, errors };
}

/**
 * Stores the new uploads among checked `values` and returns the answers to store: every file as a
 * StoredFile with its id. Call inside the transaction that stores the answers.
 */
export function storeFiles(db: Db, owner: FileOwner, def: FormDefinition, values: FormValues, now = new Date()): FormValues {
  const out: FormValues = { ...values };
  const insert = sql(
    db,
    'INSERT INTO form_files (domain, candidate_id, name, type, size, sha256, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const { key } of fileFields(def, values)) {
    const list = values[key];
    if (!Array.isArray(list)) continue;
    out[key] = (list as CheckedFile[]).map(({ bytes, fileId, ...file }): StoredFile => {
      if (!bytes) return { ...file, fileId: fileId as number };
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const info = insert.run(owner.domain, owner.candidateId, file.name, file.type, bytes.length, sha256, bytes, now.toISOString());
      return { ...file, fileId: Number(info.lastInsertRowid) };
    });
  }
  return out;
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

/** One of the owner's files, for download; null when it is not theirs. */
export function readFile(db: Db, owner: FileOwner, id: number): { name: string; type: string; content: Buffer } | null {
  if (owner.candidateId === null) return null;
  const row = sql(db, 'SELECT name, type, content FROM form_files WHERE id = ? AND domain = ? AND candidate_id = ?').get(
    id, owner.domain, owner.candidateId,
  ) as { name: string; type: string; content: Buffer } | undefined;
  return row ?? null;
}
