import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { subscribe } from 'valtio/vanilla';
import { loginModalStore, openLoginModal, sessionStore } from '@careers/shared/state';
import type { SearchUrlState } from '../../url/searchUrlState';
import type { SearchUrlChange } from '../../url/useSearchUrl';
import { SEARCH_PAGE_ID, useResetSortOnLogin } from './useResetSortOnLogin';

type Update = (change: SearchUrlChange, opts?: { replace?: boolean }) => void;

const isCanonicalPath = (pathname: string) => /^\/careers(\/search)?\/?$/.test(pathname);

/** The search box: where the keyboard goes when a dialog opened with the page closes. */
const SEARCH_BOX_SELECTOR = 'form[role="search"] input[name="query"]';

/** Focus left nowhere (on the body) goes to the search box. */
function focusSearchBoxIfLost() {
  const active = document.activeElement;
  if (active === null || active === document.body) document.querySelector<HTMLElement>(SEARCH_BOX_SELECTOR)?.focus();
}

/**
 * What the address asks for once, and what follows a login:
 * - a path-style search (/careers/nurse/berlin) becomes /careers/search?query=nurse&location=berlin,
 *   so later refinements stay on one path (a new path is a new page for the shell: scroll, focus);
 * - show_login_modal=1|true opens the login modal, then leaves the address so a reload does not reopen it;
 *   closed, the modal would give focus back to where it was when the page opened (the body): the
 *   search box gets it instead;
 * - the sort goes back to the default when the visitor logs in (spec §4 Search), whether the page
 *   reloads after the login (useResetSortOnLogin) or not (the session changes in place).
 */
export function useSearchPageEffects(state: SearchUrlState, update: Update) {
  const { user } = useSnapshot(sessionStore);
  const wasLoggedIn = useRef(user.isLoggedIn);
  const openedByAddress = useRef(false);

  useEffect(() => {
    if (!isCanonicalPath(window.location.pathname)) update((s) => s, { replace: true });
  }, [update]);

  useEffect(() => {
    if (!state.showLoginModal) return;
    if (!sessionStore.user.isLoggedIn) {
      openLoginModal({ allowedRoutes: [SEARCH_PAGE_ID] });
      openedByAddress.current = true;
    }
    update({ showLoginModal: false }, { replace: true });
  }, [state.showLoginModal, update]);

  useEffect(
    () =>
      subscribe(loginModalStore, () => {
        if (loginModalStore.isOpen || !openedByAddress.current) return;
        openedByAddress.current = false;
        // After the dialog has gone and handed focus back.
        setTimeout(focusSearchBoxIfLost, 0);
      }),
    [],
  );

  const resetSort = useCallback(() => update((s) => (s.sortBy === null ? s : { ...s, sortBy: null, start: 0 }), { replace: true }), [update]);
  useResetSortOnLogin(resetSort);

  useEffect(() => {
    const loggedInNow = user.isLoggedIn && !wasLoggedIn.current;
    wasLoggedIn.current = user.isLoggedIn;
    if (loggedInNow && state.sortBy !== null) resetSort();
  }, [user.isLoggedIn, state.sortBy, resetSort]);
}
