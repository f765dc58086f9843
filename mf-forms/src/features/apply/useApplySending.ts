import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { FormValues } from '@careers/shared/forms';
import { currentTracking } from '@careers/shared/location';
import { dismissToast, sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import type { ApplyForm } from '@careers/shared/contracts';
import { deleteDraftApplication, postApplication, saveDraftApplication } from '../../data/formsApi';
import { isPositionClosed } from '../../data/isPositionClosed';
import { fieldErrorsOf, messageOf } from '../../data/problemOf';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import type { DraftNote } from './DraftStatus';

export interface ApplySendingOptions {
  onSent(): void;
  /** The server refused a draft or the application because the position closed since the page opened. */
  onClosed(): void;
}

/**
 * What the apply form's buttons do: send the application, save it as a draft, delete the draft. A 422's messages go
 * back to the fields, a closed position to the page (onClosed), any other failure of sending is the form's problem
 * and of the draft buttons a toast. Kept apart from ApplyForm so the form only lays out the draft line, the problem
 * and the toolkit.
 */
export function useApplySending(data: ApplyForm, { onSent, onClosed }: ApplySendingOptions) {
  const { t } = useFormsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const pid = data.position.id;
  const [draft, setDraft] = useState<DraftNote>(data.draft ? { kind: 'restored', at: data.draft.updated_at } : null);
  const [problem, setProblem] = useState<string | null>(null);
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


  return { draft, problem, submit, saveDraft, deleteDraft };
}
