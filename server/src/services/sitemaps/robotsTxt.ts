/**
 * What crawlers must not fetch: the API, log-in and account pages, applying, offers and the one-time
 * links of job alerts. Prefixes, as robots.txt matches them (`/careers/offer` covers /careers/offers
 * and /careers/offer-letter; `/careers/dashboard` covers dashboardv2). Everything else is allowed: the
 * search and job pages, and the scripts and styles they need to render.
 * Private jobs (/careers/job/private) are left out on purpose: they are kept out of search results by
 * their `noindex`, which a crawler reads only if it may fetch the page. Disallowed, the page would never
 * be read, and its address could still be listed from links elsewhere (Google: "noindex" must not be
 * blocked by robots.txt to take effect).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/candidate/',
  '/logout',
  '/vslog',
  '/careers/login',
  '/careers/apply',
  '/careers/forms/center',
  '/careers/onboarding',
  '/careers/profile',
  '/careers/dashboard',
  '/careers/settings',
  '/careers/account-deleted',
  '/careers/export-resume',
  '/careers/applications',
  '/careers/saved-jobs',
  '/careers/interviews',
  '/careers/offer',
  '/careers/job-alerts/',
  '/careers/dev/',
];

/**
 * A company's robots.txt, naming its sitemap index (routes/sitemaps.ts picks the company). Never every
 * company's: on a shared instance that list would tell anyone which other companies it serves.
 */
export function robotsTxt(sitemapIndexUrls: string[]): string {
  const rules = DISALLOWED_PATHS.map((p) => `Disallow: ${p}`).join('\n');
  const sitemaps = sitemapIndexUrls.map((url) => `Sitemap: ${url}`).join('\n');
  return `User-agent: *\n${rules}\nAllow: /\n${sitemaps ? `\n${sitemaps}\n` : ''}`;
}
