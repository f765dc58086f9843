import { ref } from 'valtio/vanilla';
import { defineStore } from './defineStore';
import type { LoginPlace } from '@careers/shared/location';

/**
 * Why the modal opened, so it can say so ('Log in to save this job'); none when the visitor asked to
 * log in (the navbar). Keys, not texts: the shell words them in the visitor's language.
 */
export type LoginReason = 'saveJob' | 'saveSearch' | 'apply' | 'seeMatch' | 'protectedPage';

export interface LoginModalState {
  isOpen: boolean;
  /** Run after a successful login, only on `allowedRoutes` (spec §4 "Login modal"). */
  pendingAction: (() => unknown) | null;
  /** Page identifiers (spec §2) on which the pending action may run. */
  allowedRoutes: string[];
  skipRefresh: boolean;
  reason: LoginReason | null;
  /**
   * Where the visitor should come back to, when the action that opened the modal has a place
   * (issue 14 #5). The sign-up link keeps it across the sign-up page; a log-in keeps it across the reload.
   */
  place: LoginPlace | null;
}

const closed = (): LoginModalState => ({
  isOpen: false,
  pendingAction: null,
  allowedRoutes: ['login'],
  skipRefresh: false,
  reason: null,
  place: null,
});

export const loginModalStore = defineStore(closed);

/** Opens the login modal, optionally remembering an action to run once the visitor has logged in. */
export function openLoginModal(
  opts: { pendingAction?: () => unknown; allowedRoutes?: string[]; skipRefresh?: boolean; reason?: LoginReason; place?: LoginPlace } = {},
): void {
  loginModalStore.isOpen = true;
  // ref(): a function must stay itself, not be wrapped in a proxy.
  loginModalStore.pendingAction = opts.pendingAction ? ref(opts.pendingAction) : null;
  loginModalStore.allowedRoutes = opts.allowedRoutes ?? ['login'];
  loginModalStore.skipRefresh = opts.skipRefresh ?? false;
  loginModalStore.reason = opts.reason ?? null;
  loginModalStore.place = opts.place ?? null;
}

/** Closes the modal and forgets any pending action. */
export function closeLoginModal(): void {
  Object.assign(loginModalStore, closed());
}

/**
 * After a successful login: runs the pending action if `currentRoute` allows it, reloads unless
 * `skipRefresh`, then clears the modal state.
 */
export async function completeLogin(currentRoute: string, reload: () => void = () => location.reload()): Promise<void> {
  // Read before awaiting: the action may open or close the modal itself.
  const { pendingAction, allowedRoutes, skipRefresh } = loginModalStore;
  try {
    if (pendingAction && allowedRoutes.includes(currentRoute)) await pendingAction();
  } finally {
    if (!skipRefresh) reload();
    closeLoginModal();
  }
}
