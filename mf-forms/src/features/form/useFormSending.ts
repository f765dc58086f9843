import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { FormValues } from '@careers/shared/forms';
import { sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { saveForm, submitForm } from '../../data/formsApi';
import { fieldErrorsOf, messageOf } from '../../data/problemOf';
import type { useCandidateForm } from '../../data/useCandidateForm';
import { useFormsI18n } from '../../i18n/useFormsI18n';

/**
 * Sending one form (spec §2 /careers/forms): submit, with a 422's messages given back for the fields and any other
 * failure as the page's problem, and save for later with a toast. Kept apart from FormView so the page only lays out
 * what these tell it (submitted, the problem, where the focus goes after sending).
 */
export function useFormSending(formId: string, query: ReturnType<typeof useCandidateForm>) {
  const { t } = useFormsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  const submit = async (values: FormValues): Promise<void | Record<string, string>> => {
    setProblem(null);
    try {
      await submitForm(transport, domain, formId, values);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      setProblem(messageOf(error, t('formsPage.form.submitFailed')));
      // 409: sent before (another tab, a double click): show the form as the server now has it, read-only.
      if (error instanceof TransportError && error.status === 409) void query.mutate();
      // The answers were not sent: they still count as unsaved.
      throw error;
    }
    setSubmitted(true);
    // Shown read-only from now on, with the answers just sent (the server keeps them as sent).
    await query.mutate((current) => current && { ...current, values, status: 'completed' }, { revalidate: false });
    // The submit button is gone; the confirmation takes the focus so it is heard and nothing is lost.
    confirmation.current?.focus();
  };

  const save = async (values: FormValues) => {
    try {
      await saveForm(transport, domain, formId, values);
      showToast({ kind: 'success', message: t('formsPage.form.saved') });
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t('formsPage.form.saveFailed')) });
      // Not saved: the answers still count as unsaved.
      throw error;
    }
  };

  return { submitted, problem, confirmation, submit, save };
}
