/** The sitemaps.org 0.9 namespace, for both the sitemap index and the URL sets. */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML content or attributes; characters XML 1.0 forbids (control characters, lone surrogates) are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** A stored timestamp as a W3C datetime to the second (2026-02-01T09:00:00Z); null when it does not parse. */
export function w3cDatetime(stored: string | null): string | null {
  if (!stored) return null;
  const ms = Date.parse(stored);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** One <url> entry of a URL set. */
export function urlEntry(loc: string, lastmod: string | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

/** A whole sitemap index listing `locs` (small: one entry per sitemap). */
export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';
