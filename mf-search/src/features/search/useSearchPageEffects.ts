import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import type { SearchUrlState } from '../../url/searchUrlState';
import type { SearchUrlChange } from '../../url/useSearchUrl';

type Update = (change: SearchUrlChange, opts?: { replace?: boolean }) => void;

const isCanonicalPath = (pathname: string) => /^\/careers(\/search)?\/?$/.test(pathname);

/**
 * What the address asks for once, and what follows a login:
 * - a path-style search (/careers/nurse/berlin) becomes /careers/search?query=nurse&location=berlin,
 *   so later refinements stay on one path (a new path is a new page for the shell: scroll, focus);
 * - show_login_modal=1|true opens the login modal, then leaves the address so a reload does not reopen it;
 * - the sort goes back to the default when the visitor logs in (spec §4 Search).
 */
export function useSearchPageEffects(state: SearchUrlState, update: Update) {
  const { user } = useSnapshot(sessionStore);
  const wasLoggedIn = useRef(user.isLoggedIn);

  useEffect(() => {
    if (!isCanonicalPath(window.location.pathname)) update((s) => s, { replace: true });
  }, [update]);

  useEffect(() => {
    if (!state.showLoginModal) return;
    if (!sessionStore.user.isLoggedIn) openLoginModal({ allowedRoutes: ['jobs'] });
    update({ showLoginModal: false }, { replace: true });
  }, [state.showLoginModal, update]);

  useEffect(() => {
    const loggedInNow = user.isLoggedIn && !wasLoggedIn.current;
    wasLoggedIn.current = user.isLoggedIn;
    if (loggedInNow && state.sortBy !== null) update({ sortBy: null, start: 0 }, { replace: true });
  }, [user.isLoggedIn, state.sortBy, update]);
}
