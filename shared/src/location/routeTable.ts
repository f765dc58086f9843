/**
 * The route table of spec §2: which package owns each /careers route, its access rule, its
 * analytics page identifier, and the chrome around it. Order matters: the first match wins, and
 * the catch-all search route `/careers/:query?/:location?` comes last.
 */

export type RemoteName = 'mf-search' | 'mf-offers' | 'mf-dashboard' | 'mf-forms' | 'mf-notifications';

/** 'apply' is protected only when the company disables logged-out apply. */
export type Access = 'public' | 'protected' | 'apply';

export type PageId =
  | 'dashboard' | 'profile' | 'jobs' | 'singlePosition' | 'jtn' | 'settings' | 'ProfileBootstrapping'
  | 'login' | 'logout' | 'applyPage' | 'exportResume' | 'formView' | 'documentCenter' | 'savedJobs'
  | 'applications' | 'interviews' | 'onboarding' | 'offers' | 'offer' | 'offerLetter' | 'accountDeleted';

export interface RouteInfo {
  /** The remote that renders the page, or 'shell' for pages the shell draws itself. */
  owner: RemoteName | 'shell';
  pageId: PageId;
  access: Access;
  /** Page title before the company suffix; null means the plain 'Careers at {company}'. */
  title: string | null;
  showFooter: boolean;
}

interface RouteDef extends RouteInfo {
  /** Path segments after /careers; ':x?' is optional, '*' matches the rest. */
  pattern: string;
}

const def = (pattern: string, owner: RouteInfo['owner'], pageId: PageId, access: Access, title: string | null, showFooter = true): RouteDef =>
  ({ pattern, owner, pageId, access, title, showFooter });

const routes: RouteDef[] = [
  def('login', 'shell', 'login', 'public', 'Log in'),
  def('search', 'mf-search', 'jobs', 'public', null),
  def('job/private', 'mf-search', 'singlePosition', 'public', 'Job details'),
  def('job/:pid?', 'mf-search', 'singlePosition', 'public', 'Job details'),
  def('forms/center', 'mf-forms', 'documentCenter', 'protected', 'Forms center'),
  def('forms', 'mf-forms', 'formView', 'public', 'Forms'),
  def('apply/private', 'mf-forms', 'applyPage', 'apply', 'Apply', false),
  def('apply', 'mf-forms', 'applyPage', 'apply', 'Apply', false),
  def('onboarding', 'mf-forms', 'onboarding', 'protected', 'Onboarding', false),
  def('profile', 'mf-dashboard', 'profile', 'protected', 'Profile'),
  def('dashboard', 'mf-dashboard', 'dashboard', 'protected', 'Dashboard'),
  def('dashboardv2', 'mf-dashboard', 'dashboard', 'protected', 'Dashboard'),
  def('settings', 'mf-dashboard', 'settings', 'protected', 'Settings'),
  // Where 'Delete my account' ends, after the session has ended: public.
  def('account-deleted', 'mf-dashboard', 'accountDeleted', 'public', 'Account deleted'),
  def('export-resume', 'mf-dashboard', 'exportResume', 'protected', 'Export resume'),
  def('applications', 'mf-dashboard', 'applications', 'protected', 'Applications'),
  def('saved-jobs', 'mf-dashboard', 'savedJobs', 'protected', 'Saved jobs'),
  def('interviews', 'mf-dashboard', 'interviews', 'protected', 'Interviews'),
  def('offers', 'mf-offers', 'offers', 'protected', 'Offers'),
  def('offer/:id/offer-document/:documentId', 'mf-offers', 'offer', 'protected', 'Offer document'),
  def('offer/:id', 'mf-offers', 'offer', 'protected', 'Job offer'),
  def('offer-letter/:id', 'mf-offers', 'offerLetter', 'protected', 'Offer letter'),
  def(':query?/:location?', 'mf-search', 'jobs', 'public', null),
];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  if (segments.length > parts.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i];
    if (part.endsWith('?')) return true;
    if (segment === undefined) return false;
    return part.startsWith(':') || part === segment;
  });
}

/** The route for a pathname, or null when it is not a careers page (the server answers those). */
export function matchRoute(pathname: string): RouteInfo | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed !== '/careers' && !trimmed.startsWith('/careers/')) return null;
  const segments = trimmed.slice('/careers'.length).split('/').filter(Boolean);
  const found = routes.find((route) => matches(route.pattern, segments));
  if (!found) return null;
  const { pattern: _pattern, ...info } = found;
  return info;
}
