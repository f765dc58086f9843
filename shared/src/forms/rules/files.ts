import type { UploadedFile } from './types';

/** Default accepted file types of an upload question (spec §5). */
export const DEFAULT_FILE_TYPES = ['.doc', '.docx', '.pdf', '.txt', '.png', '.jpg', '.jpeg'];

/** 1 MB = 1 MiB (spec §5). */
export const BYTES_PER_MB = 1024 * 1024;

/** Whether `value` looks like an uploaded file { name, size, … }. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && typeof (value as UploadedFile).name === 'string' &&
    typeof (value as UploadedFile).size === 'number'
  );
}

/** The lower-case extension of `name` with its dot, or ''. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** Whether `name` ends with one of `accept` (extensions like '.pdf'; MIME entries are left to the server). */
export function isAcceptedFileName(name: string, accept: string[] = DEFAULT_FILE_TYPES): boolean {
  const extensions = accept.filter((type) => type.startsWith('.')).map((type) => type.toLowerCase());
  return extensions.length === 0 || extensions.includes(fileExtension(name));
}

/** `values` without the file entries still uploading (they have no stored file to refer to yet). */
export function withoutFilesInFlight(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = Array.isArray(value) && value.some((entry) => isUploadedFile(entry) && entry.status === 'uploading')
      ? value.filter((entry) => !(isUploadedFile(entry) && entry.status === 'uploading'))
      : value;
  }
  return out;
}
