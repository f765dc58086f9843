import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { FormRenderer, SanitizedHtml } from '@careers/shared/forms';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import { StateScreen } from '@careers/shared/ui';
import { useCandidateForm } from '../../data/useCandidateForm';
import { useFormsLog } from '../../data/useFormsLog';
import { useSkillSearch } from '../../data/useSkillSearch';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { useLeaveGuard } from '../../routing/useLeaveGuard';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LoadFailure } from '../../ui/LoadFailure';
import { ProblemAlert } from '../../ui/ProblemAlert';
import { pageHeading } from '../../ui/styles';
import { FormStatusNote } from './FormStatusNote';
import { useFormSending } from './useFormSending';

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
  const { user } = useSnapshot(sessionStore);
  const query = useCandidateForm(formId);
  const skillSearch = useSkillSearch();
  const onLog = useFormsLog();
  const { submitted, problem, confirmation, submit, save } = useFormSending(formId, query);
  const [dirty, setDirty] = useState(false);
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
    return (
      <>
        {heading(pageName)}
        <LoadFailure
          error={query.error}
          logInLabel={t('formsPage.form.logIn')}
          onLogIn={() => openLoginModal()}
          notFound={<StateScreen state="empty" message={notFoundText} />}
          onRetry={() => void query.mutate()}
        />
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

  return (
    <>
      {heading(data.form.title)}
      {data.form.descriptionHtml && <SanitizedHtml html={data.form.descriptionHtml} css={{ marginBottom: 16 }} />}
      <FormStatusNote status={data.status} submitted={submitted} noteRef={confirmation} />
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
