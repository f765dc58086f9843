import type { RouteInfo } from '../routes/routeTable';

export interface PageTracker {
  event: (name: string, data?: Record<string, unknown>) => void;
}

/** Logs the analytics page identifier of a page view through /vslog (spec §2 page identifiers). */
export function trackPage(log: PageTracker, route: RouteInfo | null, pathname: string) {
  if (!route) return;
  log.event('page_view', { page: route.pageId, path: pathname });
}
