import { forwardRef, useId, useState, type ChangeEvent, type FocusEvent } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { buttonStyles } from '@careers/shared/ui';
import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';

export interface FilePickerProps {
  /** The visible label; also the input's accessible name. Leave it out when the caller shows the label (`labelledBy`). */
  label?: string;
  /** Id of the caller's own visible label (a form question's), used instead of `label`. */
  labelledBy?: string;
  /** The input's id (a form question's label points at it); else one of its own. */
  id?: string;
  name?: string;
  accept?: string;
  /** Several files at once; the button then says 'Choose files'. */
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Ids of texts that describe the input (help, errors, accepted types), after the chosen name. */
  describedBy?: string;
  /** The name to show when the caller owns it (e.g. '' once a picked file was cancelled, or listed elsewhere); else the last pick's. */
  fileName?: string;
  onPick: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The toolkit's one file picker (profile photo and resume, and every form's file question through
 * FileUpload): a visible label, a button-styled 'Choose a file' and the chosen file's name, instead of the
 * browser's own 'Choose File / No file chosen' (which cannot be styled or translated). The real input
 * stays in the page, visually hidden but focusable, so Tab, Space and Enter open the picker and tests can
 * set files on it by its label.
 * @example <FilePicker label="Upload a resume (PDF or DOCX)" accept=".pdf" onPick={(file) => setPicked(file)} />
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker(
  { label, labelledBy, id: givenId, name: inputName, accept, multiple, disabled, required, invalid, describedBy, fileName, onPick, onFocus, onBlur },
  ref,
) {
  const text = useFormText();
  const ownId = useId();
  const id = givenId ?? ownId;
  const [picked, setPicked] = useState('');
  const name = fileName ?? picked;
  const labelId = label === undefined ? labelledBy : `${id}-label`;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: tokens(theme).spacing.xs, minWidth: 0 })}>
      {label !== undefined && <label id={labelId} htmlFor={id}>{label}</label>}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens(theme).spacing.sm, minWidth: 0 })}>
        <input
          ref={ref}
          id={id}
          name={inputName}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-labelledby={labelId}
          aria-describedby={[name ? `${id}-name` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
          css={(theme) => [visuallyHidden, { '&:focus-visible + label': { outline: `3px solid ${tokens(theme).colors.focusRing}`, outlineOffset: 2 } }]}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            setPicked(file?.name ?? '');
            onPick(file, event);
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {/* A second label of the same input: clicking it opens the picker; hidden from the name (aria-labelledby wins). */}
        <label htmlFor={id} aria-hidden css={(theme) => [buttonStyles(theme, 'secondary'), { cursor: disabled ? 'not-allowed' : 'pointer', opacity: disabled ? 0.6 : 1 }]}>
          {text(multiple ? 'forms.chooseFiles' : 'forms.chooseFile')}
        </label>
        {name && (
          <span id={`${id}-name`} css={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </span>
        )}
      </div>
    </div>
  );
});
