import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { requestDomain, requestedDomains } from '../plugins/requestContext';
import { getDomain } from '../services/domains';
import { searchVersion } from '../services/search/searchVersion';
import { jobSitemapWindow, jobSitemapXml, sitemapLimits, type JobSitemapWindow } from '../services/sitemaps/jobSitemaps';
import { publicPageUrl } from '../services/sitemaps/publicPageUrl';
import { robotsTxt } from '../services/sitemaps/robotsTxt';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndexXml, urlEntry } from '../services/sitemaps/sitemapXml';
import { builtSitemap } from '../services/sitemaps/builtSitemaps';
import { encodedXml } from './encodedXml';
import { ifNoneMatchHits } from './ifNoneMatch';
import { sendXml, varyXml, xmlEncodingFor } from './sendXml';
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

  /**
   * The request's company, its search version (read with the company when it can be) and its job sitemaps
   * as listed now: which positions are open depends on the version and on the clock (valid_through).
   */
  async function companyOf(request: FastifyRequest): Promise<{ domain: string; version: number; window: JobSitemapWindow }> {
    const domain = (await requestDomain(ctx, request)).id;
    const version = request.searchVersion ?? (await searchVersion(ctx.db, domain));
    return { domain, version, window: await jobSitemapWindow(ctx.db, domain, version, ctx.now()) };
  }

  /**
   * Sends sitemap `kind` of the company at this version in the encoding the client accepts: built once
   * (builtSitemaps.ts: concurrent requests wait for the same build), then sent as kept; 304 when the client
   * holds it. The ETag names the company, version, the positions expired by then (window.tag), page size and
   * encoding (each encoding is other bytes).
   */
  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, kind: string, domain: string, version: number, window: JobSitemapWindow, pieces: () => AsyncIterable<string> | Iterable<string>) {
    const encoding = xmlEncodingFor(request);
    const key = `${kind}-${encodeURIComponent(domain)}-${version}.${window.tag}-${sitemapLimits.urlsPerSitemap}-${encoding ?? 'identity'}`;
    const etag = `"${key}"`;
    varyXml(reply).header('etag', etag).header('cache-control', REVALIDATE);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return sendXml(reply, await builtSitemap(ctx.db, key, () => encodedXml(pieces(), encoding)));
  }

  /**
   * The company a robots.txt is for: the one `?domain=` names, else the company whose id is the host asked
   * (a company's own host name pointed at a shared instance), else the default company. Never the session's:
   * the answer depends only on its address and host, so shared caches may keep it. Only a known company's id
   * is used, and the address named stays on PUBLIC_ORIGIN: the Host header picks among the companies, it never
   * goes into the answer.
   */
  async function robotsCompany(request: FastifyRequest): Promise<string> {
    const named = requestedDomains(request)[0];
    for (const id of [typeof named === 'string' ? named.trim() : '', request.hostname]) {
      const known = id ? await getDomain(ctx.db, id.toLowerCase()) : null;
      if (known) return known.id;
    }
    return fallback;
  }

  app.get('/robots.txt', async (request, reply) => {
    // Only the company asked about: listing every company's sitemap told anyone who fetched one robots.txt
    // which other companies a shared instance serves.
    const domain = await robotsCompany(request);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt([urlOf('/sitemap.xml', domain)]);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const { domain, version, window } = await companyOf(request);
    return sendSitemap(request, reply, 'index', domain, version, window, function* () {
      yield sitemapIndexXml([urlOf('/sitemap-pages.xml', domain), ...window.starts.map((_, i) => urlOf(`/sitemap-jobs-${i + 1}.xml`, domain))]);
    });
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    const domain = (await requestDomain(ctx, request)).id;
    reply.header('cache-control', REVALIDATE);
    return sendXml(reply, await encodedXml([URLSET_OPEN, urlEntry(urlOf('/careers/search', domain), null), URLSET_CLOSE], xmlEncodingFor(request)));
  });

  app.get<{ Params: { page: string } }>('/sitemap-jobs-:page(^\\d{1,6}).xml', async (request, reply) => {
    const page = Number(request.params.page);
    // Only the address the index names answers: not /sitemap-jobs-01.xml, nor /sitemap-jobs-%31.xml
    // (the router matches the decoded path). One address per sitemap, as crawlers and caches expect.
    if (request.url.split('?')[0] !== `/sitemap-jobs-${page}.xml`) throw new AppError(404, 'not_found', 'No such sitemap.');
    const { domain, version, window } = await companyOf(request);
    const from = window.starts[page - 1];
    if (from === undefined) throw new AppError(404, 'not_found', 'No such sitemap.');
    const range = { domain, from, before: window.starts[page] ?? null, expiredThrough: window.expiredThrough };
    return sendSitemap(request, reply, `jobs${page}`, domain, version, window, () => jobSitemapXml(ctx.db, range, (id) => urlOf(`/careers/job/${id}`, domain)));
  });
}
