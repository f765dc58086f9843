import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { forgetLoginPlace, keepLoginPlace, keptLoginPlace, navigateWithin, placeOf, type LoginPlace } from '@careers/shared/location';
import { openLoginModal, sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { useSearchI18n } from '../i18n/useSearchI18n';
import { savedStore, setSaved } from '../state/savedStore';
import { isPositionClosed } from './isPositionClosed';
import { postPositionAction } from './searchApi';
import { useRefreshPositionDetails } from './useRefreshPositionDetails';

/** Pages on which a save stored before login runs after it (spec §2 page identifiers, §4 Login modal). */
export const SAVE_ALLOWED_ROUTES = ['jobs', 'singlePosition'];

/** The job page names its position in the path; the search page needs `pid` to keep the same job selected. */
const isJobPage = () => /^\/careers\/job(\/|$)/.test(window.location.pathname);
const pathOf = (href: string) => href.split('?')[0];

export interface SavePositionOptions {
  /**
   * Called once the visitor is back from logging in or signing up to save this position (issue 14
   * #5), with the place they left and whether the job is now saved: scroll and focus go back there.
   */
  onReturn?: (place: LoginPlace, saved: boolean) => void;
}

/**
 * The saved flag of a position and the action that flips it. Logged out, saving opens the login
 * modal with the save as its pending action and the visitor's place (page with the selection,
 * scroll, the Save button): a log-in saves, keeps the place and reloads into it; a sign-up takes the
 * place with it and the save happens when the new account comes back to this position.
 * `toggle` resolves to the flag the server now holds, or null when nothing was saved yet.
 */
export function useSavePosition(id: number, savedOnServer: boolean, { onReturn }: SavePositionOptions = {}) {
  const transport = useTransport();
  const { t } = useSearchI18n();
  const { domain, user } = useSnapshot(sessionStore);
  const { byId } = useSnapshot(savedStore);
  const isSaved = byId[id] ?? savedOnServer;
  const returned = useRef(onReturn);
  returned.current = onReturn;
  const refreshDetails = useRefreshPositionDetails();
  // A save the server refused because the position closed meanwhile says so, and the page catches up.
  const saveFailed = (error: unknown) => {
    const closed = isPositionClosed(error);
    showToast({ kind: 'error', message: closed ? t('details.closed') : t('details.saveFailed') });
    if (closed) refreshDetails(id);
  };

  useEffect(() => {
    if (!user.isLoggedIn) return;
    const place = keptLoginPlace();
    if (!place || place.positionId !== id || pathOf(place.href) !== window.location.pathname) return;
    forgetLoginPlace();
    void (async () => {
      let saved = savedStore.byId[id] ?? savedOnServer;
      if (place.saveJob) {
        try {
          saved = await postPositionAction(transport, sessionStore.domain, id, 'save');
          setSaved(id, saved);
        } catch (error) {
          saveFailed(error);
        }
      }
      returned.current?.(place, saved);
    })();
    // Once per position and login state: the place is forgotten as soon as it is used.
  }, [id, user.isLoggedIn]);

  const toggle = async (): Promise<boolean | null> => {
    if (!user.isLoggedIn) {
      const place = placeOf(id, { select: !isJobPage() });
      openLoginModal({
        reason: 'saveJob',
        place,
        pendingAction: async () => {
          // Kept first: if the save fails, the page after the reload tries again.
          keepLoginPlace(place);
          setSaved(id, await postPositionAction(transport, domain, id, 'save'));
          keepLoginPlace({ ...place, saveJob: false });
          // The reload reads the selection from the address.
          navigateWithin(place.href, { replace: true });
        },
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
    } catch (error) {
      setSaved(id, !next);
      saveFailed(error);
      return null;
    }
  };
  return { isSaved, toggle };
}
