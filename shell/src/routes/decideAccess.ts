import type { RouteInfo } from '@careers/shared/location';

export interface AccessContext {
  isLoggedIn: boolean;
  isBootstrapped: boolean;
  isOnboarded: boolean;
  loggedOutApplyEnabled: boolean;
}

/**
 * What the shell does with a route (spec §2 access rules):
 * 'login' — open the login modal; 'bootstrap' — show profile bootstrapping first;
 * 'onboard' — post to the onboarding endpoint and reload; 'show' — render the page.
 */
export type AccessDecision = 'show' | 'login' | 'bootstrap' | 'onboard';

export function decideAccess(route: RouteInfo, ctx: AccessContext): AccessDecision {
  const needsLogin = route.access === 'protected' || (route.access === 'apply' && !ctx.loggedOutApplyEnabled);
  if (!ctx.isLoggedIn) return needsLogin ? 'login' : 'show';
  if (!ctx.isBootstrapped) return 'bootstrap';
  if (!ctx.isOnboarded) return 'onboard';
  return 'show';
}
