import type { Ref } from 'react';
import type { CandidateForm } from '@careers/shared/contracts';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { notice } from '../../ui/styles';

export interface FormStatusNoteProps {
  /** The form's status as the server has it. */
  status: CandidateForm['status'];
  /** Sent on this page just now (the note then thanks, and takes the focus through `noteRef`). */
  submitted: boolean;
  noteRef: Ref<HTMLParagraphElement>;
}

/**
 * The line above a form that says where it stands (submitted just now, completed, answers saved earlier). Always in
 * the page, empty when there is nothing to say, so that a status announced later is read out.
 */
export function FormStatusNote({ status, submitted, noteRef }: FormStatusNoteProps) {
  const { t } = useFormsI18n();
  const text = submitted
    ? t('formsPage.form.submitted')
    : status === 'completed'
      ? t('formsPage.form.completed')
      : status === 'in_progress'
        ? t('formsPage.form.inProgress')
        : null;
  return (
    <p ref={noteRef} tabIndex={-1} role="status" css={(theme) => (text ? notice(theme, submitted ? 'success' : 'info') : { margin: 0 })}>
      {text}
    </p>
  );
}
