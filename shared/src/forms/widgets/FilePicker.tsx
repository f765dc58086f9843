import { forwardRef, useId, useState, type ChangeEvent } from 'react';
import { visuallyHidden } from '@careers/shared/a11y';
import { buttonStyles } from '@careers/shared/ui';
import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';

export interface FilePickerProps {
  /** The visible label; also the input's accessible name. */
  label: string;
  accept?: string;
  disabled?: boolean;
  /** The name to show when the caller owns it (e.g. '' once a picked file was cancelled); else the last pick's. */
  fileName?: string;
  onPick: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The toolkit's single-file picker outside a form: a visible label, a button-styled 'Choose a file' and
 * the chosen file's name, instead of the browser's own 'Choose File / No file chosen' (which cannot be
 * styled or translated). The real input stays in the page, visually hidden but focusable, so Tab,
 * Space and Enter open the picker and tests can set files on it by its label.
 * @example <FilePicker label="Upload a resume (PDF or DOCX)" accept=".pdf" onPick={(file) => setPicked(file)} />
 */
export const FilePicker = forwardRef<HTMLInputElement, FilePickerProps>(function FilePicker({ label, accept, disabled, fileName, onPick }, ref) {
  const text = useFormText();
  const id = useId();
  const [picked, setPicked] = useState('');
  const name = fileName ?? picked;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: tokens(theme).spacing.xs, minWidth: 0 })}>
      <label id={`${id}-label`} htmlFor={id}>{label}</label>
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens(theme).spacing.sm, minWidth: 0 })}>
        <input
          ref={ref}
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={name ? `${id}-name` : undefined}
          css={(theme) => [visuallyHidden, { '&:focus-visible + label': { outline: `3px solid ${tokens(theme).colors.focusRing}`, outlineOffset: 2 } }]}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            setPicked(file?.name ?? '');
            onPick(file, event);
          }}
        />
        {/* A second label of the same input: clicking it opens the picker; hidden from the name (aria-labelledby wins). */}
        <label htmlFor={id} aria-hidden css={(theme) => [buttonStyles(theme, 'secondary'), { cursor: disabled ? 'not-allowed' : 'pointer', opacity: disabled ? 0.6 : 1 }]}>
          {text('forms.chooseFile')}
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
