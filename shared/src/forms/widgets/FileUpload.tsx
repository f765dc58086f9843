import { useState } from 'react';
import { DEFAULT_FILE_TYPES } from '../rules/files';
import { linkButtonStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import type { UploadedFile } from '../rules/types';
import { readUploadedFile } from './readUploadedFile';

function maxFiles(rules: WidgetProps['item']['rules']): number | undefined {
  const max = rules?.find((rule) => rule.type === 'maxLength')?.value;
  return max === undefined ? undefined : Number(max);
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * file_upload / fileUpload questions: picked files are read into the value (base64). Several files can be
 * picked only when the maximum count is above 1 (spec §5); with a maximum of 1 a new pick replaces the file.
 */
export function FileUpload({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy }: WidgetProps<UploadedFile[]>) {
  const text = useFormText();
  const [readError, setReadError] = useState(false);
  const files = Array.isArray(value) ? value : [];
  const max = maxFiles(item.rules);
  const multiple = max === undefined || max > 1;
  const accept = item.accept ?? DEFAULT_FILE_TYPES;
  const acceptedId = `${id}-accepted`;

  async function pick(list: FileList | null) {
    if (!list || list.length === 0) return;
    try {
      const read = await Promise.all(Array.from(list).map(readUploadedFile));
      setReadError(false);
      onChange(multiple ? [...files, ...read] : read.slice(0, 1));
    } catch {
      setReadError(true);
    }
    onBlur();
  }

  return (
    <div>
      <input
        type="file"
        id={id}
        name={name}
        multiple={multiple}
        accept={accept.join(',')}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, acceptedId].filter(Boolean).join(' ')}
        onChange={(event) => {
          const input = event.currentTarget;
          void pick(input.files).then(() => {
            // Lets the same file be picked again after it was removed.
            input.value = '';
          });
        }}
        onFocus={() => onFocus()}
        // Leaving the field checks it (a required upload left empty). Opening the file picker takes the focus
        // from the whole page, not to another field: that is not leaving it.
        onBlur={(event) => {
          if (event.relatedTarget || document.hasFocus()) onBlur();
        }}
        css={(theme) => ({ display: 'block', maxWidth: '100%', padding: `${tokens(theme).spacing.xs}px 0`, '&:focus-visible': { outline: `3px solid ${tokens(theme).colors.focusRing}` } })}
      />
      <p id={acceptedId} css={(theme) => ({ margin: `${tokens(theme).spacing.xs}px 0 0`, fontSize: tokens(theme).typography.size.sm, color: tokens(theme).colors.textMuted })}>
        {text('forms.acceptedTypes', { types: accept.join(', ') })}
      </p>
      {readError && (
        <p role="alert" css={(theme) => ({ margin: `${tokens(theme).spacing.xs}px 0 0`, color: tokens(theme).colors.error })}>
          {text('forms.uploadFailed')}
        </p>
      )}
      {files.length > 0 && (
        <ul css={(theme) => ({ listStyle: 'none', margin: `${tokens(theme).spacing.sm}px 0 0`, padding: 0 })}>
          {files.map((file) => (
            <li key={file.uid} css={(theme) => ({ display: 'flex', gap: tokens(theme).spacing.md, alignItems: 'center', minHeight: 32 })}>
              <span css={{ overflowWrap: 'anywhere' }}>
                {file.name} ({formatSize(file.size)})
              </span>
              <button
                type="button"
                disabled={disabled}
                css={linkButtonStyles}
                aria-label={text('forms.removeFile', { name: file.name })}
                onClick={() => {
                  const rest = files.filter((other) => other.uid !== file.uid);
                  onChange(rest.length ? rest : undefined);
                  onBlur();
                }}
              >
                {text('forms.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
