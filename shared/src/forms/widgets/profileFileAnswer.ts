import type { UploadedFile } from '../rules/types';

/**
 * The answer entry of a file the candidate keeps in their profile (a resume), chosen instead of an
 * upload: the server copies it into the answer's own stored file.
 * @example profileFileAnswer({ id: 41, name: 'ada.pdf' }) // [{ uid: 'resume-41', resumeId: 41, … }][0]
 */
export const profileFileAnswer = (file: { id: number; name: string }): UploadedFile => ({
  uid: `resume-${file.id}`, name: file.name, size: 0, type: '', lastModified: 0, webkitRelativePath: '', status: 'done', resumeId: file.id,
});
