import type { AccessDecision } from '../routes/decideAccess';
import type { PageId, RouteInfo } from '@careers/shared/location';

export interface PageTracker {
  event: (name: string, data?: Record<string, unknown>) => Promise<void> | void;
}

// The public form /careers/forms shows when no form is named: the navbar's 'Join our talent network'.
const TALENT_NETWORK_FORM = 'talent-network';

/**
 * The spec §2 page identifier of what the visitor actually sees: the profile-bootstrapping screen
 * stands in front of any page for a logged-in visitor not bootstrapped yet, and the forms page
 * showing the talent-network form is 'jtn' (join the talent network), not a plain 'formView'.
 */
export function pageIdentifier(route: RouteInfo | null, decision: AccessDecision, search: string): PageId | null {
  if (!route) return null;
  if (decision === 'bootstrap') return 'ProfileBootstrapping';
  if (route.pageId === 'formView') {
    const params = new URLSearchParams(search);
    const formId = params.get('form_id') ?? params.get('id');
    if (!formId || formId === TALENT_NETWORK_FORM) return 'jtn';
  }
  return route.pageId;
}

/**
 * Logs page views through /vslog (spec §2 page identifiers). Called on every page change and after the
 * session changes in place (a finished bootstrapping shows the page behind it): the same view twice in
 * a row is logged once.
 */
export function createPageTracker(log: PageTracker) {
  let last = '';
  return (route: RouteInfo | null, decision: AccessDecision, pathname: string, search: string) => {
    const page = pageIdentifier(route, decision, search);
    if (!page) return;
    const key = `${page} ${pathname}`;
    if (key === last) return;
    last = key;
    void log.event('page_view', { page, path: pathname });
  };
}

/** Logs the 'logout' page view while the session still names the candidate; resolves even if logging fails. */
export async function trackLogout(log: PageTracker): Promise<void> {
  try {
    await log.event('page_view', { page: 'logout', path: '/logout' });
  } catch {
    // Logging must never keep a candidate from logging out.
  }
}
