import { linkButtonStyles, tokens } from '../fields/styles';
import { useFormText } from '../engine/useFormText';
import type { UploadedFile } from '../rules/types';
import { FileName } from './FileName';

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The files a file question holds: name, size, 'uploading…' while on its way, and a Remove button each. */
export function UploadedFileList({ files, disabled, onRemove }: { files: UploadedFile[]; disabled?: boolean; onRemove: (file: UploadedFile) => void }) {
  const text = useFormText();
  if (files.length === 0) return null;
  return (
    <ul css={(theme) => ({ listStyle: 'none', margin: `${tokens(theme).spacing.sm}px 0 0`, padding: 0 })}>
      {files.map((file) => (
        <li key={file.uid} css={(theme) => ({ display: 'flex', gap: tokens(theme).spacing.md, alignItems: 'center', minHeight: 32 })}>
          <span css={{ overflowWrap: 'anywhere' }}>
            <FileName file={file} />{' '}
            {/* A profile file's size is the server's to read when it copies the file. */}
            {file.resumeId === undefined ? `(${formatSize(file.size)})` : ''}{file.status === 'uploading' ? ` ${text('forms.uploading')}` : ''}
          </span>
          <button type="button" disabled={disabled} css={linkButtonStyles} aria-label={text('forms.removeFile', { name: file.name })} onClick={() => onRemove(file)}>
            {text('forms.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
