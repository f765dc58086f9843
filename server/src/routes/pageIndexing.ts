import type { PageId } from '@careers/shared/location/routeTable';

/** What a careers page tells search engines: the address to list it under, or that it must not be listed. */
export interface PageIndexing {
  /** The path of `<link rel="canonical">` (made absolute on PUBLIC_ORIGIN by the caller), or none. */
  canonicalPath: string | null;
  /** `<meta name="robots" content="noindex">`: the page must stay out of search results. */
  noindex: boolean;
}

/** '-', '_' and spaces between words, as spec §2 reads a path's query and location; lower case (search ignores case). */
function landingSegment(segment: string | undefined): string {
  if (!segment) return '';
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed, as mf-search reads it.
  }
  const words = text.toLowerCase().split(/[-_\s]+/).filter(Boolean);
  return words.map(encodeURIComponent).join('-');
}

/**
 * The canonical address (or noindex) of the shell page at `path` (decoded, after /careers), for the page the
 * route table matched. README "Sitemaps, robots.txt and canonical links" says why each page gets what it gets.
 *
 * @example pageIndexing('/careers/Registered_Nurse/berlin/', 'jobs', null) // { canonicalPath: '/careers/registered-nurse/berlin', noindex: false }
 */
export function pageIndexing(path: string, pageId: PageId | undefined, job: { canonicalPath: string | null } | null): PageIndexing {
  const none = { canonicalPath: null, noindex: false };
  // A private job's address is handed to chosen people; listing it (or pointing crawlers at the job's public
  // address from it) would publish a job the company keeps out of its search.
  if (pageId === 'singlePosition' && /^\/careers\/job\/private\/?$/.test(path)) return { canonicalPath: null, noindex: true };
  if (job) return { canonicalPath: job.canonicalPath, noindex: false };
  // Applying is never a search result (open, closed or unknown position): robots.txt keeps crawlers out, and
  // one that comes anyway (from a link elsewhere) is told not to list it.
  if (pageId === 'applyPage') return { canonicalPath: null, noindex: true };
  if (pageId !== 'jobs') return none;
  // The search page's variants (/careers, its queries and filters) are one page to search engines.
  const segments = path.replace(/^\/careers\/?/, '').split('/').filter(Boolean);
  const query = landingSegment(segments[0]);
  if (segments[0] === 'search' || !query) return { canonicalPath: '/careers/search', noindex: false };
  // A role/place page (/careers/nurse/berlin): a page of its own (its own results), in one spelling.
  const location = landingSegment(segments[1]);
  return { canonicalPath: location ? `/careers/${query}/${location}` : `/careers/${query}`, noindex: false };
}
