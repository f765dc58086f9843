import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { FormRenderer } from '@careers/shared/forms';
import { serverHref } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import { primedOptionLists } from '../../data/primedApplyForm';
import type { ApplyForm as ApplyFormData } from '@careers/shared/contracts';
import { useFormsLog } from '../../data/useFormsLog';
import { useSkillSearch } from '../../data/useSkillSearch';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { useLeaveGuard } from '../../routing/useLeaveGuard';
import { ProblemAlert } from '../../ui/ProblemAlert';
import { DeleteDraftButton } from './DeleteDraftButton';
import { DraftStatus } from './DraftStatus';
import { resumeQuestionOf } from './resumeQuestionOf';
import { useApplySending } from './useApplySending';
import { withNewestResume } from './withNewestResume';

interface ApplyFormProps {
  data: ApplyFormData;
  loggedIn: boolean;
  onSent(): void;
  /** The server refused a draft or the application because the position closed since the page opened. */
  onClosed(): void;
}

/**
 * The application form of the apply page: 'Save draft' keeps the answers as a draft application
 * (listed on the dashboard; candidates only), 'Submit application' sends them. A 422 puts the
 * server's messages under the fields; any other failure is said above the form. Answers are never
 * cleared by a failure, and leaving with unsaved answers asks first.
 */
export function ApplyForm({ data, loggedIn, onSent, onClosed }: ApplyFormProps) {
  const { t } = useFormsI18n();
  const { domain } = useSnapshot(sessionStore);
  const skillSearch = useSkillSearch();
  const onLog = useFormsLog();
  const pid = data.position.id;
  const { draft, problem, submit, saveDraft, deleteDraft } = useApplySending(data, { onSent, onClosed });
  // The profile's resumes answer the form's resume question (issue 24 #8), so a candidate need not upload again.
  const profileFiles = useMemo(() => {
    const question = resumeQuestionOf(data.form);
    const resumes = data.resumes ?? [];
    return question && resumes.length ? { [question]: resumes.map((r) => ({ id: r.id, name: r.name, uploadedAt: r.created_at })) } : undefined;
  }, [data.form, data.resumes]);
  const initialValues = useMemo(() => withNewestResume(data.form, data.values, data.resumes), [data.form, data.values, data.resumes]);
  // The select lists the server drew the page with (issue 27: without scripts they showed 'Loading'): the first render
  // shows the same, so the selects hydrate as drawn. Read once: the form keeps them while the page is open (the address
  // read once too, not subscribed to: a later change of address must not redraw the form).
  const [optionLists] = useState(() => primedOptionLists(domain, serverHref().split(/[?#]/)[0] ?? '', pid));
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, t('formsPage.leave.confirm'));

  return (
    <>
      <DraftStatus draft={draft} />
      <ProblemAlert message={problem} />
      <FormRenderer
        definition={data.form}
        initialValues={initialValues}
        onSubmit={submit}
        onSave={loggedIn ? saveDraft : undefined}
        onDirtyChange={setDirty}
        onLog={onLog}
        submitLabel={t('formsPage.apply.submit')}
        // The page's h1 ('Apply for …') is the title: a second one from the form would repeat it
        // (issue 14 #14). Sections become h2 under it.
        hideTitle
        headingLevel={2}
        skillSearch={skillSearch}
        profileFiles={profileFiles}
        optionLists={optionLists}
        footerActions={
          draft ? (
            <DeleteDraftButton label={t('formsPage.apply.deleteDraft')} notReadyWords={t('formsPage.notReady')} onClick={() => void deleteDraft()} />
          ) : undefined
        }
      />
    </>
  );
}
