import { useRef, useState } from 'react';
import { BYTES_PER_MB, DEFAULT_FILE_TYPES, isAcceptedFileName } from '../rules/files';
import { linkButtonStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import type { UploadedFile } from '../rules/types';
import { uploadFormFile } from '../data/uploadFormFile';
import { useOptionalTransport } from '../data/useOptionalTransport';
import { FileName } from './FileName';
import { FilePicker } from './FilePicker';
import { labelId } from '../fields/FieldShell';
import { ProfileFileChoice } from './ProfileFileChoice';
import { useFormToolkit } from '../engine/FormToolkitContext';

function ruleNumber(rules: WidgetProps['item']['rules'], type: string): number | undefined {
  const value = rules?.find((rule) => rule.type === type)?.value;
  return value === undefined || !Number.isFinite(Number(value)) ? undefined : Number(value);
}

let counter = 0;
const newUid = () => `upload-${Date.now().toString(36)}-${(counter += 1)}`;

/** A picked file as the value holds it before (or instead of) its upload. */
const pickedEntry = (file: File, uid: string, status: UploadedFile['status']): UploadedFile => ({
  uid, name: file.name, size: file.size, type: file.type, lastModified: file.lastModified, webkitRelativePath: file.webkitRelativePath ?? '', status,
});

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * file_upload / fileUpload questions. Each picked file is uploaded at once, on its own (streamed
 * multipart, POST /api/pcsx/form_files), and the value keeps the stored file's id: answers stay small
 * and a large file fails on its own, named, while the candidate is still at this question. A file the
 * question refuses by type or size is not sent: the rules name it. Several files can be picked only when
 * the maximum count is above 1 (spec §5); with a maximum of 1 a new pick replaces the file.
 */
export function FileUpload({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy }: WidgetProps<UploadedFile[]>) {
  const text = useFormText();
  const profileFiles = useFormToolkit().profileFiles?.[item.name];
  const transport = useOptionalTransport();
  const [failures, setFailures] = useState<string[]>([]);
  const files = Array.isArray(value) ? value : [];
  // Uploads finish after other changes to the field: each update starts from the newest value.
  const latest = useRef(files);
  latest.current = files;
  const max = ruleNumber(item.rules, 'maxLength');
  const maxBytes = (ruleNumber(item.rules, 'maxFileSizeMB') ?? Infinity) * BYTES_PER_MB;
  const multiple = max === undefined || max > 1;
  const accept = item.accept ?? DEFAULT_FILE_TYPES;
  const acceptedId = `${id}-accepted`;
  const failuresId = `${id}-upload-errors`;
  const input = useRef<HTMLInputElement>(null);

  const update = (change: (current: UploadedFile[]) => UploadedFile[]) => {
    const next = change(latest.current);
    latest.current = next;
    onChange(next.length ? next : undefined);
  };

  async function upload(file: File, uid: string) {
    try {
      if (!transport) throw new Error(text('forms.uploadFailed'));
      const stored = await uploadFormFile(transport, file, uid);
      update((current) => current.map((entry) => (entry.uid === uid ? stored : entry)));
    } catch (error) {
      const why = error instanceof Error && error.message ? error.message : text('forms.uploadFailed');
      // The server's messages name the file already; others get its name in front.
      setFailures((current) => [...current, why.includes(file.name) ? why : text('forms.uploadFailedNamed', { name: file.name, message: why })]);
      update((current) => current.filter((entry) => entry.uid !== uid));
    }
  }

  async function pick(list: FileList | null) {
    if (!list || list.length === 0) return;
    setFailures([]);
    const picked = Array.from(list).slice(0, multiple ? undefined : 1).map((file) => {
      const sendable = isAcceptedFileName(file.name, accept) && file.size <= maxBytes;
      return { file, entry: pickedEntry(file, newUid(), sendable ? 'uploading' : 'done'), sendable };
    });
    update((current) => [...(multiple ? current : []), ...picked.map((p) => p.entry)]);
    // Checked once the uploads are over: a file on its way is not an error unless the form is sent.
    await Promise.all(picked.filter((p) => p.sendable).map((p) => upload(p.file, p.entry.uid)));
    onBlur();
  }

  return (
    <div>
      {profileFiles && profileFiles.length > 0 && (
        <ProfileFileChoice id={id} label={item.label ?? ''} files={profileFiles} value={files} disabled={disabled} onChange={onChange} onBlur={onBlur} />
      )}
      {/* The toolkit's one picker; the chosen files are listed below (size, progress, remove), so it names none itself. */}
      <FilePicker
        ref={input}
        id={id}
        labelledBy={labelId(id)}
        name={name}
        multiple={multiple}
        accept={accept.join(',')}
        disabled={disabled}
        required={required}
        invalid={invalid}
        fileName=""
        describedBy={[describedBy, failures.length ? failuresId : '', acceptedId].filter(Boolean).join(' ')}
        onPick={(_file, event) => {
          const picker = event.currentTarget;
          void pick(picker.files).then(() => {
            // Lets the same file be picked again after it was removed.
            picker.value = '';
          });
        }}
        onFocus={() => onFocus()}
        // Leaving the field checks it (a required upload left empty). Opening the file picker takes the focus
        // from the whole page, not to another field: that is not leaving it.
        onBlur={(event) => {
          if (event.relatedTarget || document.hasFocus()) onBlur();
        }}
      />
      <p id={acceptedId} css={(theme) => ({ margin: `${tokens(theme).spacing.xs}px 0 0`, fontSize: tokens(theme).typography.size.sm, color: tokens(theme).colors.textMuted })}>
        {text('forms.acceptedTypes', { types: accept.join(', ') })}
      </p>
      {failures.length > 0 && (
        <div id={failuresId} role="alert">
          {failures.map((failure) => (
            <p key={failure} css={(theme) => ({ margin: `${tokens(theme).spacing.xs}px 0 0`, color: tokens(theme).colors.error })}>
              {failure}
            </p>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <ul css={(theme) => ({ listStyle: 'none', margin: `${tokens(theme).spacing.sm}px 0 0`, padding: 0 })}>
          {files.map((file) => (
            <li key={file.uid} css={(theme) => ({ display: 'flex', gap: tokens(theme).spacing.md, alignItems: 'center', minHeight: 32 })}>
              <span css={{ overflowWrap: 'anywhere' }}>
                <FileName file={file} />{' '}
                {/* A profile file's size is the server's to read when it copies the file. */}
                {file.resumeId === undefined ? `(${formatSize(file.size)})` : ''}{file.status === 'uploading' ? ` ${text('forms.uploading')}` : ''}
              </span>
              <button
                type="button"
                disabled={disabled}
                css={linkButtonStyles}
                aria-label={text('forms.removeFile', { name: file.name })}
                onClick={() => {
                  update((current) => current.filter((other) => other.uid !== file.uid));
                  onBlur();
                  // The button goes away with its file: keep the keyboard in the field, not at the page's top.
                  input.current?.focus();
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
