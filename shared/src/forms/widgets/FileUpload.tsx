import { useRef } from 'react';
import { tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import type { UploadedFile } from '../rules/types';
import { FilePicker } from './FilePicker';
import { labelId } from '../fields/FieldShell';
import { ProfileFileChoice } from './ProfileFileChoice';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { useFileUploads } from './useFileUploads';
import { UploadedFileList } from './UploadedFileList';

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
  const { files, failures, multiple, accept, pick, remove } = useFileUploads({ item, value, onChange, onBlur });
  const acceptedId = `${id}-accepted`;
  const failuresId = `${id}-upload-errors`;
  const input = useRef<HTMLInputElement>(null);

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
      <UploadedFileList
        files={files}
        disabled={disabled}
        onRemove={(file) => {
          remove(file.uid);
          // The button goes away with its file: keep the keyboard in the field, not at the page's top.
          input.current?.focus();
        }}
      />
    </div>
  );
}
