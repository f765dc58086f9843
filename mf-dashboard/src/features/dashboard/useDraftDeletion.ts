import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import type { DashboardDraft, DashboardDraftsResponse } from '@careers/shared/contracts';
import { deleteDrafts } from '../../data/dashboardApi';
import { useDashboardList } from '../../data/useDashboard';
import { useDashboardI18n } from './useDashboardI18n';
import { neighbourOfDraft, withoutDraft } from './withoutDraft';

type Id = DashboardDraft['position_id'];

/**
 * Deleting a draft from the dashboard's drafts list, optimistically ('Deleted draft application'; on failure 'Failed
 * to delete draft application' and the draft comes back), and where the focus goes after: the next draft's Delete
 * button (the previous one's when it was the last), else the list's heading; back to the draft itself on failure.
 */
export function useDraftDeletion() {
  const { t } = useDashboardI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const list = useDashboardList('drafts');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleteButtons = useRef(new Map<Id, HTMLButtonElement>());
  const [focusTarget, setFocusTarget] = useState<{ id?: Id }>();
  useEffect(() => {
    if (!focusTarget) return;
    const button = focusTarget.id !== undefined ? deleteButtons.current.get(focusTarget.id) : undefined;
    if (button) button.focus();
    else headingRef.current?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  /** The ref of draft `id`'s Delete button, where the focus may go after a deletion. */
  const deleteButtonRef = (id: Id) => (el: HTMLButtonElement | null) => {
    if (el) deleteButtons.current.set(id, el);
    else deleteButtons.current.delete(id);
  };

  const remove = async (draft: DashboardDraft) => {
    setFocusTarget({ id: neighbourOfDraft(list.data, draft.position_id)?.position_id });
    try {
      await list.mutate(
        async (current) => {
          await deleteDrafts(transport, domain, [draft.position_id]);
          return withoutDraft(current, draft.position_id);
        },
        { optimisticData: (current) => withoutDraft(current, draft.position_id) as DashboardDraftsResponse, rollbackOnError: true, revalidate: false },
      );
      showToast({ kind: 'success', message: t('drafts.deleted') });
    } catch {
      showToast({ kind: 'error', message: t('drafts.deleteFailed') });
      setFocusTarget({ id: draft.position_id });
    }
  };

  return { list, headingRef, deleteButtonRef, remove };
}
