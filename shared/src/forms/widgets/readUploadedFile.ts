import type { UploadedFile } from '../rules/types';

let counter = 0;

/** Reads a picked file into the toolkit's value shape (spec §3); `content` is base64 without a data-URL prefix. */
export function readUploadedFile(file: File): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      counter += 1;
      resolve({
        uid: `upload-${Date.now().toString(36)}-${counter}`,
        name: file.name,
        size: file.size,
        type: file.type,
        lastModified: file.lastModified,
        webkitRelativePath: file.webkitRelativePath ?? '',
        content: result.slice(result.indexOf(',') + 1),
        status: 'done',
      });
    };
    reader.readAsDataURL(file);
  });
}
