import { useEffect } from 'react';
import { ref, subscribe } from 'valtio/vanilla';
import { loginModalStore } from '@careers/shared/state';

/** The search page's identifier (spec §2): the login modal runs a pending action only on pages it names. */
export const SEARCH_PAGE_ID = 'jobs';

type Action = () => unknown;
const ours = new WeakSet<Action>();

/**
 * Spec §4 Search: "Sort option resets on user login". A login reloads the page (the shell's modal
 * never skips the refresh for us), so the page cannot see it happen; instead, whenever the login
 * modal is open on the search page without a pending action — the navbar, show_login_modal, the
 * match section — a successful login first runs `resetSort` (which rewrites the address the reload
 * then reads). A modal opened by an action the visitor started ('Save job', save this search) keeps
 * their place instead, sort included (issue 14 #5): the login is a step of that action, not a fresh
 * start, and resetting would select another job under them; its action runs where it was allowed.
 * Leaving the page puts the original action back.
 */
export function useResetSortOnLogin(resetSort: () => void): void {
  useEffect(() => {
    let wrapper: Action | null = null;
    let original: { action: Action | null; allowedRoutes: string[] } | null = null;

    const wrap = () => {
      if (!loginModalStore.isOpen) return;
      const current = loginModalStore.pendingAction;
      if (current && ours.has(current)) return;
      const before = { action: current, allowedRoutes: [...loginModalStore.allowedRoutes] };
      const action: Action = async () => {
        if (!before.action) resetSort();
        else if (before.allowedRoutes.includes(SEARCH_PAGE_ID)) await before.action();
      };
      ours.add(action);
      wrapper = action;
      original = before;
      loginModalStore.pendingAction = ref(action);
      if (!before.allowedRoutes.includes(SEARCH_PAGE_ID)) loginModalStore.allowedRoutes = [...before.allowedRoutes, SEARCH_PAGE_ID];
    };

    wrap();
    // Batched (not in sync): openLoginModal sets isOpen before the action and its routes, so only
    // after all of them does the store say what to wrap. Nothing reads the action in between.
    const unsubscribe = subscribe(loginModalStore, wrap);
    return () => {
      unsubscribe();
      if (wrapper && original && loginModalStore.pendingAction === wrapper) {
        loginModalStore.pendingAction = original.action ? ref(original.action) : null;
        loginModalStore.allowedRoutes = original.allowedRoutes;
      }
    };
  }, [resetSort]);
}
