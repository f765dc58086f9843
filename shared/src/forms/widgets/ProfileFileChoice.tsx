import { useFormatDate } from '@careers/shared/ui';
import { bareFieldset, choiceRowStyles, tokens } from '../fields/styles';
import { useFormText } from '../engine/useFormText';
import type { ProfileFile } from '../engine/FormToolkitContext';
import type { UploadedFile } from '../rules/types';
import { profileFileAnswer as entryOf } from './profileFileAnswer';

export interface ProfileFileChoiceProps {
  id: string;
  label: string;
  files: readonly ProfileFile[];
  value: UploadedFile[];
  disabled?: boolean;
  onChange(value: UploadedFile[] | undefined): void;
  onBlur(): void;
}


/**
 * Files the candidate already keeps in their profile (resumes), offered as the answer to a file
 * question, with 'Upload a new one' for the picker below (issue 24 #8). Choosing one fills the answer,
 * so a required question is answered without uploading again.
 */
export function ProfileFileChoice({ id, label, files, value, disabled, onChange, onBlur }: ProfileFileChoiceProps) {
  const text = useFormText();
  const { date } = useFormatDate('numeric');
  const chosen = value.find((entry) => entry.resumeId !== undefined)?.resumeId;
  const legendId = `${id}-profile-legend`;
  const row = (key: string, optionId: string, checked: boolean, caption: string, pick: () => void) => (
    <label key={key} htmlFor={optionId} css={choiceRowStyles}>
      <input id={optionId} type="radio" name={`${id}-profile`} checked={checked} disabled={disabled} onChange={() => { pick(); onBlur(); }} />
      <span css={{ overflowWrap: 'anywhere' }}>{caption}</span>
    </label>
  );
  return (
    <fieldset aria-labelledby={legendId} css={(theme) => ({ ...bareFieldset, marginBlockEnd: tokens(theme).spacing.sm })}>
      <legend id={legendId} css={(theme) => ({ padding: 0, fontSize: tokens(theme).typography.size.sm })}>
        {text('forms.profileFiles', { label })}
      </legend>
      {files.map((file) =>
        row(String(file.id), `${id}-profile-${file.id}`, chosen === file.id, text('forms.profileFile', { name: file.name, date: date(file.uploadedAt) }), () => onChange([entryOf(file)])),
      )}
      {row('new', `${id}-profile-new`, chosen === undefined, text('forms.uploadNew'), () => {
        // A chosen profile file gives way to the picker; files already uploaded stay.
        if (chosen !== undefined) onChange(undefined);
      })}
    </fieldset>
  );
}
