import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { FormRenderer, type FormValues } from '@careers/shared/forms';
import { currentTracking, serverHref } from '@careers/shared/location';
import { dismissToast, sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { buttonStyles, notReadyStyle, scriptOnly, useFormatDate, useNotReady } from '@careers/shared/ui';
import { deleteDraftApplication, postApplication, saveDraftApplication } from '../../data/formsApi';
import { isPositionClosed } from '../../data/isPositionClosed';
import { primedOptionLists } from '../../data/primedApplyForm';
import { fieldErrorsOf, messageOf } from '../../data/problemOf';
import type { ApplyForm as ApplyFormData } from '@careers/shared/contracts';
import { useFormsLog } from '../../data/useFormsLog';
import { useSkillSearch } from '../../data/useSkillSearch';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { useLeaveGuard } from '../../routing/useLeaveGuard';
import { ProblemAlert } from '../../ui/ProblemAlert';
import { notice } from '../../ui/styles';
import { resumeQuestionOf } from './resumeQuestionOf';
import { withNewestResume } from './withNewestResume';

interface ApplyFormProps {
  data: ApplyFormData;
  loggedIn: boolean;
  onSent(): void;
  /** The server refused a draft or the application because the position closed since the page opened. */
  onClosed(): void;
}

type DraftNote = { kind: 'restored' | 'saved'; at: string } | null;

/**
 * The application form of the apply page: 'Save draft' keeps the answers as a draft application
 * (listed on the dashboard; candidates only), 'Submit application' sends them. A 422 puts the
 * server's messages under the fields; any other failure is said above the form. Answers are never
 * cleared by a failure, and leaving with unsaved answers asks first.
 */
export function ApplyForm({ data, loggedIn, onSent, onClosed }: ApplyFormProps) {
  const { t } = useFormsI18n();
  // MM/DD/YYYY in English, the forms' date format (spec §4, §9).
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const skillSearch = useSkillSearch();
  const onLog = useFormsLog();
  const pid = data.position.id;
  const [draft, setDraft] = useState<DraftNote>(data.draft ? { kind: 'restored', at: data.draft.updated_at } : null);
  const [problem, setProblem] = useState<string | null>(null);
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
  // The last 'draft saved' toast: once the position has closed it would say something no longer true.
  const savedToast = useRef<string | null>(null);

  // Closed since the page opened: the page shows the closed notice instead of this form (the notice says
  // it, so no toast repeats it), and an earlier 'saved' toast goes.
  const closed = () => {
    if (savedToast.current) dismissToast(savedToast.current);
    savedToast.current = null;
    onClosed();
  };

  const submit = async (values: FormValues): Promise<void | Record<string, string>> => {
    setProblem(null);
    try {
      await postApplication(transport, domain, pid, values, currentTracking());
    } catch (error) {
      if (isPositionClosed(error)) {
        closed();
        return;
      }
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      setProblem(messageOf(error, t('formsPage.apply.submitFailed')));
      // Not sent: the answers still count as unsaved.
      throw error;
    }
    onSent();
  };

  const saveDraft = async (values: FormValues) => {
    try {
      const at = await saveDraftApplication(transport, domain, pid, values);
      setDraft({ kind: 'saved', at });
      savedToast.current = showToast({ kind: 'success', message: t('formsPage.apply.draftSaved') });
    } catch (error) {
      if (isPositionClosed(error)) {
        closed();
        return;
      }
      showToast({ kind: 'error', message: messageOf(error, t('formsPage.apply.draftSaveFailed')) });
      throw error;
    }
  };

  // Removes the saved copy only: the answers on screen stay, to be sent or saved again.
  const deleteDraft = async () => {
    try {
      await deleteDraftApplication(transport, domain, pid);
      setDraft(null);
      showToast({ kind: 'success', message: t('formsPage.apply.draftDeleted') });
    } catch {
      showToast({ kind: 'error', message: t('formsPage.apply.draftDeleteFailed') });
    }
  };

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

/**
 * Drawn by the server (issue 27): Delete draft acts only once the remote has taken the page over. It reads the
 * takeover itself: that change is urgent, and read by the form it redrew every question in one task.
 */
function DeleteDraftButton({ label, notReadyWords, onClick }: { label: string; notReadyWords: string; onClick: () => void }) {
  const notReady = useNotReady(notReadyWords);
  return (
    // A tag, not <Button css=…>: emotion inserts the `css` prop of a component as a class no element carries, which the
    // server leaves out of the page's styles, so the browser compiled it while taking the page over (issue 27, TBT).
    <button type="button" css={(theme) => [buttonStyles(theme, 'secondary'), notReadyStyle(theme), scriptOnly]} {...notReady} onClick={onClick}>
      {label}
    </button>
  );
}

/**
 * The draft's line (restored, or saved at …), in the browser's time zone once the remote runs. It formats the time
 * itself: formatted by ApplyForm, the change of zone right after the takeover redrew the whole form (issue 27).
 */
function DraftStatus({ draft }: { draft: DraftNote }) {
  const { t } = useFormsI18n();
  const { dateTime } = useFormatDate('numeric');
  const text = draft ? t(draft.kind === 'restored' ? 'formsPage.apply.draftRestored' : 'formsPage.apply.draftSavedAt', { date: dateTime(draft.at) }) : null;
  return (
    <p role="status" css={(theme) => (text ? notice(theme, 'info') : { margin: 0 })}>
      {text}
    </p>
  );
}
