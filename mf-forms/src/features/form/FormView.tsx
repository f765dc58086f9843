import { useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { FormRenderer, SanitizedHtml, type FormValues } from '@careers/shared/forms';
import { openLoginModal, sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { Button, StateScreen } from '@careers/shared/ui';
import { saveForm, submitForm } from '../../data/formsApi';
import { fieldErrorsOf, messageOf, problemOf } from '../../data/problemOf';
import { useCandidateForm } from '../../data/useCandidateForm';
import { useFormsLog } from '../../data/useFormsLog';
import { useSkillSearch } from '../../data/useSkillSearch';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { useLeaveGuard } from '../../routing/useLeaveGuard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ProblemAlert } from '../../ui/ProblemAlert';
import { notice, pageHeading } from '../../ui/styles';

export interface FormViewProps {
  formId: string;
  /** The page's own name ('Forms', 'Onboarding'): the heading until the form is known. */
  pageName: string;
  /** Text when the server has no such form for this visitor. */
  notFoundText: string;
  /** Links under the form (back to the list it came from). */
  links: ReactNode;
}

/**
 * One form (spec §2 /careers/forms, /careers/onboarding): filled in, saved for later (candidates
 * only) and submitted; shown read-only (toolkit mode 'view') once completed. A 422's per-field
 * messages appear under the fields and every answer stays where it was. The form's title is the
 * page's h1 in every layout (the toolkit draws none). Leaving with unsaved answers asks first.
 */
export function FormView({ formId, pageName, notFoundText, links }: FormViewProps) {
  const { t } = useFormsI18n();
  const transport = useTransport();
  const { domain, user } = useSnapshot(sessionStore);
  const query = useCandidateForm(formId);
  const skillSearch = useSkillSearch();
  const onLog = useFormsLog();
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const data = query.data;
  const completed = data?.status === 'completed';
  useDocumentTitle(data?.form.title ?? pageName);
  useLeaveGuard(dirty && !completed && !submitted, t('formsPage.leave.confirm'));

  const heading = (text: string) => (
    <h1 tabIndex={-1} css={pageHeading}>
      {text}
    </h1>
  );

  if (query.error) {
    const kind = problemOf(query.error);
    return (
      <>
        {heading(pageName)}
        {kind === 'login' ? (
          <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
            <p css={{ margin: 0 }}>{t('formsPage.form.loginRequired')}</p>
            <Button onClick={() => openLoginModal()}>{t('formsPage.form.logIn')}</Button>
          </div>
        ) : kind === 'notFound' ? (
          <StateScreen state="empty" message={notFoundText} />
        ) : (
          <StateScreen state="error" onRetry={() => void query.mutate()} />
        )}
        {links}
      </>
    );
  }
  if (!data) {
    return (
      <>
        {heading(pageName)}
        <StateScreen state="loading" />
      </>
    );
  }

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

  const statusText = submitted
    ? t('formsPage.form.submitted')
    : completed
      ? t('formsPage.form.completed')
      : data.status === 'in_progress'
        ? t('formsPage.form.inProgress')
        : null;

  return (
    <>
      {heading(data.form.title)}
      {data.form.descriptionHtml && <SanitizedHtml html={data.form.descriptionHtml} css={{ marginBottom: 16 }} />}
      <p
        ref={confirmation}
        tabIndex={-1}
        role="status"
        css={(theme) => (statusText ? notice(theme, submitted ? 'success' : 'info') : { margin: 0 })}
      >
        {statusText}
      </p>
      <ProblemAlert message={problem} />
      <FormRenderer
        definition={data.form}
        hideTitle
        initialValues={data.values}
        mode={completed ? 'view' : 'edit'}
        onSubmit={submit}
        onSave={user.isLoggedIn ? save : undefined}
        onDirtyChange={setDirty}
        onLog={onLog}
        skillSearch={skillSearch}
      />
      <div css={{ marginTop: 24 }}>{links}</div>
    </>
  );
}
