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
  | 'applications' | 'interviews' | 'onboarding' | 'offers' | 'offer' | 'offerLetter' | 'accountDeleted'
  | 'themeBuilder';

export interface RouteInfo {
  /** The remote that renders the page, or 'shell' for pages the shell draws itself. */
  owner: RemoteName | 'shell';
  pageId: PageId;
  access: Access;
  /**
   * The message key of the page's title before the company suffix (the shell words it: shell.title.*, chrome/
   * pageTitle.ts); null means the plain 'Careers at {company}'.
   */
  titleKey: string | null;
  showFooter: boolean;
}

interface RouteDef extends RouteInfo {
  /** Path segments after /careers; ':x?' is optional, '*' matches the rest. */
  pattern: string;
}

const def = (pattern: string, owner: RouteInfo['owner'], pageId: PageId, access: Access, titleKey: string | null, showFooter = true): RouteDef =>
  ({ pattern, owner, pageId, access, titleKey, showFooter });

const routes: RouteDef[] = [
  def('login', 'shell', 'login', 'public', 'shell.title.logIn'),
  def('search', 'mf-search', 'jobs', 'public', null),
  def('job/private', 'mf-search', 'singlePosition', 'public', 'shell.title.jobDetails'),
  def('job/:pid?', 'mf-search', 'singlePosition', 'public', 'shell.title.jobDetails'),
  def('forms/center', 'mf-forms', 'documentCenter', 'protected', 'shell.title.formsCenter'),
  def('forms', 'mf-forms', 'formView', 'public', 'shell.title.forms'),
  def('apply/private', 'mf-forms', 'applyPage', 'apply', 'shell.title.apply', false),
  def('apply', 'mf-forms', 'applyPage', 'apply', 'shell.title.apply', false),
  def('onboarding', 'mf-forms', 'onboarding', 'protected', 'shell.title.onboarding', false),
  def('profile', 'mf-dashboard', 'profile', 'protected', 'shell.title.profile'),
  def('dashboard', 'mf-dashboard', 'dashboard', 'protected', 'shell.title.dashboard'),
  def('dashboardv2', 'mf-dashboard', 'dashboard', 'protected', 'shell.title.dashboard'),
  def('settings', 'mf-dashboard', 'settings', 'protected', 'shell.title.settings'),
  // Where 'Delete my account' ends, after the session has ended: public.
  def('account-deleted', 'mf-dashboard', 'accountDeleted', 'public', 'shell.title.accountDeleted'),
  // The company's theme editor (issue 32): a theme editor's page; to anyone else it is the not-found page.
  def('theme-builder', 'mf-dashboard', 'themeBuilder', 'protected', 'shell.title.themeBuilder'),
  def('export-resume', 'mf-dashboard', 'exportResume', 'protected', 'shell.title.exportResume'),
  def('applications', 'mf-dashboard', 'applications', 'protected', 'shell.title.applications'),
  def('saved-jobs', 'mf-dashboard', 'savedJobs', 'protected', 'shell.title.savedJobs'),
  def('interviews', 'mf-dashboard', 'interviews', 'protected', 'shell.title.interviews'),
  def('offers', 'mf-offers', 'offers', 'protected', 'shell.title.offers'),
  def('offer/:id/offer-document/:documentId', 'mf-offers', 'offer', 'protected', 'shell.title.offerDocument'),
  def('offer/:id', 'mf-offers', 'offer', 'protected', 'shell.title.jobOffer'),
  def('offer-letter/:id', 'mf-offers', 'offerLetter', 'protected', 'shell.title.offerLetter'),
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
