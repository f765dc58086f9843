import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StoredFile } from '../services/forms/formFiles';
import type { Browser } from './testApp';
import { zip } from './zipFixture';

// Files are uploaded one per request as multipart/form-data (POST /api/pcsx/form_files) before the
// answers that use them are sent; answers then carry the file's id. These helpers build that request
// by hand, the way a browser's FormData does, and the answer entry the toolkit sends afterwards.

export const UPLOAD_URL = '/api/pcsx/form_files';

export interface UploadOptions {
  /** The part's own Content-Type (a browser's guess from the name); the server ignores it for the stored type. */
  type?: string;
  /** The part's field name; the route takes exactly one part named "file". */
  field?: string;
  /** ?domain= of the request (default demo.test); null sends none. */
  domain?: string | null;
  /** The client address (per-IP quotas and limits). */
  remoteAddress?: string;
  /** Send the session cookie but no CSRF header. */
  withoutCsrf?: boolean;
  /** Fixed boundary (default: random, like a browser's). */
  boundary?: string;
}

export interface UploadResponse {
  statusCode: number;
  /** The parsed JSON body (null when the body is not JSON); tests read the fields they expect. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert the shape they read
  res: LightMyRequestResponse;
}

/** The 201 answer's `data`. */
interface UploadedFile {
  fileId: number;
  name: string;
  size: number;
  type: string;
  previewUrl: string;
}

/** A file entry of form answers, as the toolkit sends it once the file is uploaded. */
export type FileAnswer = StoredFile;

/** A quoted header parameter: backslash-escaped quotes and backslashes, UTF-8 as is (as browsers send it). */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A multipart/form-data body with one file part, and the Content-Type header that names its boundary. */
export function multipartBody(name: string, bytes: Buffer, options: Pick<UploadOptions, 'type' | 'field' | 'boundary'> = {}): { payload: Buffer; contentType: string } {
  const boundary = options.boundary ?? `----careersTest${randomBytes(12).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name=${quoted(options.field ?? 'file')}; filename=${quoted(name)}\r\n` +
    `Content-Type: ${options.type ?? 'application/octet-stream'}\r\n` +
    '\r\n';
  const payload = Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `bytes` named `name` as `who` (a visitor's or a candidate's session; null: no session at all). */
export async function uploadFile(app: FastifyInstance, who: Browser | null, name: string, bytes: Buffer, options: UploadOptions = {}): Promise<UploadResponse> {
  const { payload, contentType } = multipartBody(name, bytes, options);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (who) {
    headers.cookie = who.cookie;
    if (!options.withoutCsrf) headers['x-csrf-token'] = who.csrf;
  }
  const domain = options.domain === undefined ? 'demo.test' : options.domain;
  const res = await app.inject({
    method: 'POST',
    url: domain === null ? UPLOAD_URL : `${UPLOAD_URL}?domain=${encodeURIComponent(domain)}`,
    headers,
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = null;
  }
  return { statusCode: res.statusCode, json, res };
}

/** Uploads the file and returns the answer entry that refers to it; throws when the upload is refused. */
export async function uploadedAnswer(
  app: FastifyInstance,
  who: Browser,
  name: string,
  bytes: Buffer,
  options: UploadOptions & { uid?: string; lastModified?: number } = {},
): Promise<FileAnswer> {
  const upload = await uploadFile(app, who, name, bytes, options);
  if (upload.statusCode !== 201) throw new Error(`Upload of ${name} failed: ${upload.statusCode} ${upload.res.body}`);
  const data = upload.json.data as UploadedFile;
  return {
    uid: options.uid ?? `rc-${name}`,
    name: data.name,
    size: data.size,
    type: data.type,
    lastModified: options.lastModified ?? 1700000000000,
    webkitRelativePath: '',
    status: 'done',
    fileId: data.fileId,
  };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');


/** Every file under `dir` (recursively), as paths relative to it. */
export function filesUnder(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
  );
}

/** The SHA-256 of every content in the app's blob store (directory or database), sorted. */
export async function storedBlobs(app: FastifyInstance): Promise<string[]> {
  const store = app.careers.files;
  if (store.kind === 'database') {
    const rows = await app.careers.db.selectFrom('file_blobs').select('sha256').orderBy('sha256').execute();
    return rows.map((row) => row.sha256);
  }
  // The directory store: FILES_DIR/ab/abcd…, beside its tmp folder of uploads in progress.
  return filesUnder(app.careers.config.filesDir)
    .filter((file) => !file.startsWith(`tmp${path.sep}`))
    .map((file) => path.basename(file))
    .sort();
}

/** The bytes the app's blob store holds for `sha256`, or null. */
export async function storedBytes(app: FastifyInstance, sha: string): Promise<Buffer | null> {
  const stored = await app.careers.files.read(sha);
  if (stored === null || Buffer.isBuffer(stored)) return stored;
  const chunks: Buffer[] = [];
  for await (const chunk of stored) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A zip of these entries, deflated (see zipFixture.ts). */
export function zipOf(entries: Array<{ name: string; data: Buffer }>): Buffer {
  return zip(entries);
}

/** The smallest package Word opens: content types, the package relationship, the main document. */
function minimalDocx(text: string): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(`${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(`${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(`${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`),
    },
  ]);
}

/** Small files of each kind, whose bytes are what their names say. */
export const SAMPLE = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  docx: minimalDocx('Alex Rivera — TypeScript, React'),
  txt: Buffer.from('Résumé — Alex Rivera\nTypeScript, React\n'),
};
