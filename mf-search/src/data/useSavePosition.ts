import { useSnapshot } from 'valtio/react';
import { openLoginModal, sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { useSearchI18n } from '../i18n/useSearchI18n';
import { savedStore, setSaved } from '../state/savedStore';
import { postPositionAction } from './searchApi';

/** Pages on which a save stored before login runs after it (spec §2 page identifiers, §4 Login modal). */
export const SAVE_ALLOWED_ROUTES = ['jobs', 'singlePosition'];

/**
 * The saved flag of a position and the action that flips it. Logged out, saving opens the login
 * modal with the save as its pending action, so it happens as soon as the visitor has logged in.
 * `toggle` resolves to the flag the server now holds, or null when nothing was saved yet.
 */
export function useSavePosition(id: number, savedOnServer: boolean) {
  const transport = useTransport();
  const { t } = useSearchI18n();
  const { domain, user } = useSnapshot(sessionStore);
  const { byId } = useSnapshot(savedStore);
  const isSaved = byId[id] ?? savedOnServer;

  const toggle = async (): Promise<boolean | null> => {
    if (!user.isLoggedIn) {
      openLoginModal({
        pendingAction: async () => setSaved(id, await postPositionAction(transport, domain, id, 'save')),
        allowedRoutes: SAVE_ALLOWED_ROUTES,
      });
      return null;
    }
    const next = !isSaved;
    setSaved(id, next);
    try {
      const held = await postPositionAction(transport, domain, id, next ? 'save' : 'unsave');
      setSaved(id, held);
      return held;
    } catch {
      setSaved(id, !next);
      showToast({ kind: 'error', message: t('details.saveFailed') });
      return null;
    }
  };
  return { isSaved, toggle };
}
