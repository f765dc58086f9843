import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { requestDomain } from '../plugins/requestContext';
import { listDomains } from '../services/domains';
import { searchVersion } from '../services/search/searchVersion';
import { jobSitemapStarts, jobSitemapXml, sitemapLimits } from '../services/sitemaps/jobSitemaps';
import { publicPageUrl } from '../services/sitemaps/publicPageUrl';
import { robotsTxt } from '../services/sitemaps/robotsTxt';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndexXml, urlEntry } from '../services/sitemaps/sitemapXml';
import { sendXml } from './sendXml';
import type { TypedApp } from './typedApp';

// Crawlers ask again whenever they like; they get 304 while the company's positions are the same. Not
// for shared caches: without ?domain= the company can come from a session cookie.
const REVALIDATE = 'private, no-cache';

/**
 * robots.txt, and per company a sitemap index (/sitemap.xml) of its job sitemaps and the search page.
 * Not in the spec; designed in issue 27 (README, "Sitemaps and robots.txt").
 */
export async function sitemapRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const origin = ctx.config.mail.publicOrigin;
  const fallback = ctx.config.defaultDomain;
  const urlOf = (path: string, domain: string) => publicPageUrl(origin, path, domain, fallback);

  /** The request's company and its search version; a 304 when the client holds the answer of this version. */
  async function companyAt(request: FastifyRequest, reply: FastifyReply, kind: string): Promise<{ domain: string; version: number; unchanged: boolean }> {
    const domain = (await requestDomain(ctx, request)).id;
    const version = request.searchVersion ?? (await searchVersion(ctx.db, domain));
    const etag = `"${kind}-${encodeURIComponent(domain)}-${version}-${sitemapLimits.urlsPerSitemap}"`;
    reply.header('etag', etag).header('cache-control', REVALIDATE);
    return { domain, version, unchanged: request.headers['if-none-match'] === etag };
  }

  app.get('/robots.txt', async (_request, reply) => {
    const companies = await listDomains(ctx.db);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(companies.map((c) => urlOf('/sitemap.xml', c.id)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { domain, version, unchanged } = await companyAt(request, reply, 'index');
    if (unchanged) return reply.code(304).send();
    const starts = await jobSitemapStarts(ctx.db, domain, version);
    const locs = [urlOf('/sitemap-pages.xml', domain), ...starts.map((_, i) => urlOf(`/sitemap-jobs-${i + 1}.xml`, domain))];
    return sendXml(request, reply, [sitemapIndexXml(locs)]);
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    const domain = (await requestDomain(ctx, request)).id;
    reply.header('cache-control', REVALIDATE);
    return sendXml(request, reply, [URLSET_OPEN, urlEntry(urlOf('/careers/search', domain), null), URLSET_CLOSE]);
  });

  app.get<{ Params: { page: string } }>('/sitemap-jobs-:page(^\\d{1,6}).xml', async (request, reply) => {
    const page = Number(request.params.page);
    const { domain, version, unchanged } = await companyAt(request, reply, `jobs${page}`);
    const starts = await jobSitemapStarts(ctx.db, domain, version);
    const from = starts[page - 1];
    if (from === undefined) throw new AppError(404, 'not_found', 'No such sitemap.');
    if (unchanged) return reply.code(304).send();
    const range = { domain, from, before: starts[page] ?? null };
    return sendXml(request, reply, jobSitemapXml(ctx.db, range, (id) => urlOf(`/careers/job/${id}`, domain)));
  });
}
