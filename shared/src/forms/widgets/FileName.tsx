import type { UploadedFile } from '../rules/types';

/**
 * An attached file's name: a link that opens it (a new tab; the server answers each stored file's
 * preview address to its owner only) once the server has given one, the plain name before that.
 */
export function FileName({ file }: { file: Pick<UploadedFile, 'name' | 'previewUrl'> }) {
  return file.previewUrl ? (
    <a href={file.previewUrl} target="_blank" rel="noopener noreferrer">
      {file.name}
    </a>
  ) : (
    <>{file.name}</>
  );
}
