import { PageHeading } from '@careers/shared/mf';
import { useHref } from './useHref';

export interface HeadingRoutesProps {
  /** [path under /careers, page heading] pairs; `:name` matches one path segment. */
  pages: ReadonlyArray<readonly [path: string, heading: string]>;
}

/** Whether '/careers' + `pattern` names `pathname` ('/offer/:id' matches '/careers/offer/7'). */
export function matchesPage(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/^\/careers(?=\/|$)/, '').split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * Pages that each show only their heading: what a remote renders for pages whose feature issue has
 * not landed yet, so navigation, access rules and titles can be proven end to end. Follows the
 * address through the one shared location store, like every routed remote.
 */
export function HeadingRoutes({ pages }: HeadingRoutesProps) {
  const pathname = useHref().split('?')[0] ?? '';
  const page = pages.find(([path]) => matchesPage(path, pathname));
  return page ? <PageHeading>{page[1]}</PageHeading> : null;
}
