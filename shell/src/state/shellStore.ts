import { defineStore, sessionStore } from '@careers/shared/state';
import { matchRoute, type RouteInfo } from '@careers/shared/location';
import { decideAccess, type AccessContext, type AccessDecision } from '../routes/decideAccess';

/** Where the visitor is, and what the access rules decided for it. Read by the page chrome. */
export const shellStore = defineStore(() => ({
  pathname: '',
  route: null as RouteInfo | null,
  decision: 'show' as AccessDecision,
}));

/** The access facts of the current visitor, from the session the server booted the page with. */
export function accessContext(): AccessContext {
  const { user, onboarding, configs } = sessionStore;
  return {
    isLoggedIn: Boolean(user?.isLoggedIn),
    isBootstrapped: Boolean(onboarding?.isBootstrapped),
    isOnboarded: Boolean(onboarding?.isOnboarded),
    loggedOutApplyEnabled: Boolean(configs?.pcsxConfig.loggedOutApplyEnabled),
  };
}

/**
 * Recomputes route and decision for a pathname; returns true when the page changed. `force`
 * recomputes the decision on the same page (the session changed without a reload).
 */
export function syncRoute(pathname: string, { force = false } = {}): boolean {
  if (pathname === shellStore.pathname && !force) return false;
  const route = matchRoute(pathname);
  shellStore.pathname = pathname;
  shellStore.route = route;
  shellStore.decision = route ? decideAccess(route, accessContext()) : 'show';
  return true;
}
