import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requestDomain } from '../plugins/requestContext';
import { buildBootData, pickLanguage } from '../services/bootData';
import { publishedTheme } from '../services/theme/themeRows';
import { canEditTheme } from '../services/theme/themeEditor';
import { timeZoneOf } from '../services/dashboard/localTime';
import { jobPageHead } from '../services/positions/jobPosting';
import { publicPageUrl } from '../services/sitemaps/publicPageUrl';
import { positionDetails } from '../services/positions/positionDetails';
import { positionInsights } from '../services/positions/insights';
import { positionOverrides } from '../services/positions/overrides';
import { matchDetails } from '../services/positions/matchDetails';
import type { Domain } from '../services/domains';
import { maskCsrfToken } from '../services/csrfMask';
import { readShellEntry, renderApplyPage, renderDashboardPage, renderJobPage, renderOfferPage, renderSearchPage, renderShellChrome } from '../services/shellEntry';
import { closedApplyText, noscriptText } from '../views/noscriptText';
import { closedApplyPage } from '../views/closedApplyPage';
import { shellNotBuiltPage, shellPage } from '../views/shellPage';
import { applyPageStatus } from './applyPageStatus';
import { pageIndexing } from './pageIndexing';
// The spec §2 route table (plain data and matching, no browser API): the one list both the shell and this status follow.
import { matchRoute } from '@careers/shared/location/routeTable';
import { TIME_ZONE_COOKIE } from '@careers/shared/boot/timeZoneCookie';
import { shownLocale } from '@careers/shared/i18n/shownLocale';
import { requestLocale } from '../i18n/requestLocale';
import { serverI18n } from '../i18n/serverI18n';
import { PageQuery } from '@careers/shared/contracts/schemaParts';
import type { PositionDetailsResponse } from '@careers/shared/contracts/positions';
import type { LoginFailure } from '@careers/shared/contracts/ssr';
import type { TypedApp } from './typedApp';
import { remotePreloads, shellSharedModules } from './remotePreloads';
import { firstAnswers } from './firstAnswers';
import { primedSearch } from './primedSearch';
import { fewEnoughToDraw } from './serverDrawnItems';

/** The decoded path after /careers/, as the router matched it (none for /careers itself). */
const ShellParams = Type.Object({ '*': Type.Optional(Type.String()) });
const schema = { querystring: PageQuery, params: ShellParams };
type ShellRequest = FastifyRequest<{ Querystring: Static<typeof PageQuery>; Params: Static<typeof ShellParams> }>;

/** Every /careers URL is the same shell page; the shell routes on the client. */
export async function shellRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const handler = async (request: ShellRequest, reply: FastifyReply) =>
    sendShellPage(ctx, request, reply, { url: request.url, rest: request.params['*'] ?? '', query: request.query });
  app.get('/careers', { config: { html: true }, schema }, handler);
  app.get('/careers/*', { config: { html: true }, schema }, handler);
  app.get('/', { config: { html: true } }, async (_request, reply) => reply.redirect('/careers', 302));
}

/** Which shell page to send: the address the browser shows, and what the server drew it for. */
export interface ShellPageAddress {
  /** The path and query the browser shows (undecoded, as location has them). */
  url: string;
  /** The decoded path after /careers/, as the router matched it ('' for /careers itself). */
  rest: string;
  query: Static<typeof PageQuery>;
  /** The login page drawn again after its plain form post was refused (routes/auth.ts), with the refusal. */
  loginFailure?: LoginFailure | null;
}

/**
 * Sends the shell page of a /careers address, its chrome (and a job's page) drawn by the server. The status is
 * the caller's unless the address names nothing (404) or a closed position (410).
 */
export async function sendShellPage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, { url, rest, query, loginFailure = null }: ShellPageAddress) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  const entry = readShellEntry(ctx.config.repoRoot);
  if (!entry) return reply.code(503).send(shellNotBuiltPage());
  const domain = await requestDomain(ctx, request);
  const session = await ctx.sessions.ensure(request, reply);
  // The published theme, read on every page (one indexed row), never kept in this process: a publish on any instance
  // shows on the next page, which is never cached (no-store above).
  const theme = await publishedTheme(ctx.db, domain.id, 'pcsx');
  const boot = buildBootData(domain, request.candidate, pickLanguage(domain, query.hl, request.candidate), theme?.theme ?? null);
  // The page's dates in the candidate's zone, which the shell keeps in a cookie (a zone the runtime does not know
  // counts as UTC): the remotes draw them so here and in the render that hydrates, so they do not change after.
  const zone = request.cookies[TIME_ZONE_COOKIE];
  if (zone) boot.timeZone = timeZoneOf(zone);
  const queryStart = url.indexOf('?');
  const browserPath = queryStart < 0 ? url : url.slice(0, queryStart);
  const search = queryStart < 0 ? '' : url.slice(queryStart);
  // The page is the one the browser routes to: its path as location.pathname reads it, not decoded as Fastify's `*`
  // is (/careers/a%2Fb is one segment, a search, to the browser, but three to a decoded reading; /careers/job%2F12 is
  // no job page to it: searchPageHostile.test.ts).
  const path = browserPath.startsWith('/careers') ? browserPath : `/careers/${rest}`;
  const route = matchRoute(path);
  // The language the shell will show (boot language, else the browser's, among the supported ones), as far
  // as it has messages for it: `<html lang>` must name the language of the text, not the one asked for.
  const locale = requestLocale(domain, request, query.hl);
  const lang = shownLocale(locale);
  const job = route?.pageId === 'singlePosition' ? await jobPageHead(ctx.db, domain, path, query, serverI18n(locale)) : null;
  // The shell draws its not-found page for a path outside the route table, and the job page says a
  // job does not exist; crawlers must hear the same (a soft 404 gets indexed). A closed position's
  // page still shows it (the page says it is closed), as 410 Gone.
  // The apply page of a position no longer taking applications says so (the same page as ever, drawn by
  // mf-forms), as 410 like the job page; one the company does not have, 404.
  const applyPage = route?.pageId === 'applyPage' ? await applyPageStatus(ctx.db, domain.id, query, ctx.now()) : null;
  const apply = applyPage?.status ?? null;
  // The theme builder's page is a theme editor's (issue 32): to anyone else it is not there, as its API says too.
  const builderRefused = /^\/careers\/theme-builder(?:\/|$)/.test(path) && !canEditTheme(request.candidate);
  if (!route || builderRefused || (route.pageId === 'singlePosition' && !job) || apply === 'unknown') reply.code(404);
  else if (job?.gone || apply === 'closed') reply.code(410);
  // The address search engines should list (the one in the sitemap): absolute, on PUBLIC_ORIGIN, without
  // tracking or search parameters; or, for a private job, that they must not list the page.
  const { canonicalPath, noindex } = pageIndexing(path, route?.pageId, job);
  const canonical = canonicalPath ? publicPageUrl(ctx.config.mail.publicOrigin, canonicalPath, domain.id, ctx.config.defaultDomain) : null;
  // The chrome in the HTML (issue 27, first paint), drawn as the shell's first render will: for the path the
  // browser shows (undecoded, as location.pathname) and the language it will choose from the same facts.
  // A job's own page too (title, place, description, apply link), by mf-search's job view from the answer
  // its details call would get, which the page carries so the remote's first render is the same.
  const primed = job ? await primedJobDetails(ctx, domain, request, path, query, locale) : null;
  // A search page carries the answer of its first search (issue 27): the remote's first render draws the results
  // without asking after its scripts (one round trip and one render less).
  const searchResults = route?.pageId === 'jobs' ? await primedSearch(ctx, domain, request, { boot, url }) : null;
  // A candidate's job page carries their own answers (saved, applied, how they match: user trial s20), in its markup
  // and its details block, and their search page what they saved: private, as the API's answers are. A visitor's
  // stays as every shell page is.
  if ((primed || searchResults) && request.candidate) reply.header('cache-control', 'private, no-store');
  // An unknown job's page is drawn too: the job view's heading and 'Position not found.' (no empty main).
  const unknownJob = route?.pageId === 'singlePosition' && !job;
  const jobHtml = primed || unknownJob
    ? renderJobPage(ctx.config.repoRoot, ctx.remotes.list()['mf-search'], { boot, url, locale, nonce: request.cspNonce, details: primed?.response ?? null, overrides: primed?.overrides ?? null, insights: primed?.insights ?? null, match: primed?.match ?? null }, (error) =>
        request.log.warn({ err: error }, 'the job page was not server-rendered'),
      )
    : null;
  // The search page's first view too (issue 27): the form, the filters and those results, drawn by mf-search's search
  // page from the answer the page carries, which its first render in the browser takes, so it hydrates what was drawn.
  const searchHtml = searchResults
    ? renderSearchPage(ctx.config.repoRoot, ctx.remotes.list()['mf-search'], { boot, url, locale, nonce: request.cspNonce, results: searchResults }, (error) =>
        request.log.warn({ err: error }, 'the search page was not server-rendered'),
      )
    : null;
  // A page a remote draws in the browser (a logged-in page, the apply page) names what that needs first
  // (issue 27); not one the shell answers with its login first.
  const drawnByRemote = route && route.owner !== 'shell' && (request.candidate ? route.access !== 'public' : route.access === 'apply' && boot.configs.pcsxConfig.loggedOutApplyEnabled);
  const provided = drawnByRemote ? shellSharedModules(ctx.config.repoRoot, entry.js.join(' ')) : null;
  const preloads = route && drawnByRemote ? remotePreloads(ctx.remotes, route.owner, { pathname: browserPath, provided }) : [];
  // A logged-in candidate's page carries its first view's answers (issue 27): the remote renders them without
  // asking after its scripts. They are this candidate's alone: the page is then private as the API's answers are.
  // An apply page's only for a position still taking applications: a closed one is the server's own page below,
  // an unknown one the remote's 'not found' (nothing to read).
  const first = route && drawnByRemote && (route.pageId !== 'applyPage' || apply === 'open') ? await firstAnswers(ctx, request, reply, { pageId: route.pageId, pathname: browserPath, href: url, boot }) : null;
  if (first) reply.header('cache-control', 'private, no-store');
  // The dashboard's first view too (issue 27): drawn by mf-dashboard from these same answers, which its first
  // render in the browser takes, so it hydrates what the server drew (one read for both).
  // Only a short render: a candidate with hundreds of items gets the page drawn in the browser (serverDrawnItems.ts).
  const drawable = fewEnoughToDraw(first);
  const dashboardHtml = drawable && first && route?.owner === 'mf-dashboard' && route.pageId === 'dashboard'
    ? renderDashboardPage(ctx.config.repoRoot, ctx.remotes.list()['mf-dashboard'], { boot, url, locale, nonce: request.cspNonce, firstAnswers: first }, (error) =>
        request.log.warn({ err: error }, 'the dashboard was not server-rendered'),
      )
    : null;
  // An offer's page and the offers list likewise (issue 27), drawn by mf-offers from the offers answer the page
  // carries; only the candidate's own offer is drawn (the answer holds their offers alone), the rest as before.
  const offerHtml = drawable && first && route?.owner === 'mf-offers' && (route.pageId === 'offer' || route.pageId === 'offers')
    ? renderOfferPage(ctx.config.repoRoot, ctx.remotes.list()['mf-offers'], { boot, url, locale, nonce: request.cspNonce, firstAnswers: first }, (error) =>
        request.log.warn({ err: error }, 'the offers page was not server-rendered'),
      )
    : null;
  // The apply page too (issue 27), for a visitor (when the company lets them apply) and a candidate alike: drawn by
  // mf-forms from the form answer the page carries, with the candidate's own answers (the page is then private).
  const applyHtml = drawable && first && route?.owner === 'mf-forms' && route.pageId === 'applyPage' && apply === 'open'
    ? renderApplyPage(ctx.config.repoRoot, ctx.remotes.list()['mf-forms'], { boot, url, locale, nonce: request.cspNonce, firstAnswers: first }, (error) =>
        request.log.warn({ err: error }, 'the apply page was not server-rendered'),
      )
    : null;
  const remoteHtml = jobHtml ?? searchHtml ?? dashboardHtml ?? offerHtml ?? applyHtml;
  // One masked CSRF token for the page's meta tag and the login form the chrome may draw (the same markup in
  // the browser's first render, which reads the meta tag).
  const maskedCsrfToken = maskCsrfToken(session.csrfToken);
  // A closed position's apply page is drawn for a browser without scripts too, as the unknown job's page is: its
  // heading, the closed text and the way back to the search, in the chrome's main (mf-forms draws it with scripts).
  const closedApply = apply === 'closed' && applyPage?.name ? closedApplyPage(applyPage.name, request.cspNonce, lang) : null;
  const slotHtml = remoteHtml?.html ?? closedApply?.html;
  const chromeInput = { boot, path: browserPath, search, csrfToken: maskedCsrfToken, locale, nonce: request.cspNonce, slots: slotHtml, loginFailure };
  const drawnChrome = renderShellChrome(ctx.config.repoRoot, entry, chromeInput, (error) => request.log.warn({ err: error }, 'the page chrome was not server-rendered'));
  // A drawn page that names itself (the apply page: 'Apply for {position} | …') is titled so from the first byte.
  const chrome = drawnChrome && remoteHtml?.title ? { ...drawnChrome, title: remoteHtml.title } : drawnChrome;
  // Only inside the chrome: without it the shell draws the page in the browser, the remote too.
  const slots = chrome && remoteHtml
    ? { styles: remoteHtml.styles, details: primed ? { domain: boot.domain, id: primed.id, response: primed.response, overrides: primed.overrides, insights: primed.insights, match: primed.match } : null }
    : chrome && closedApply ? { styles: closedApply.styles, details: null } : null;
  // A page the server drew in the chrome works without scripts or does not draw what needs them (a job's page, the
  // dashboard, whose tabs are links and whose lists not drawn say 'This list needs JavaScript…' themselves, an offer
  // page, issue 27 "works or is not drawn"), and the drawn login form posts without them: those say nothing; every
  // other page says what needs them. A closed position's apply page says what its browser view says: nothing there
  // needs scripts (drawn in the chrome's main when the chrome is; else the bare text).
  const noscript = apply === 'closed' ? (slots ? null : closedApplyText(lang)) : noscriptText(route?.pageId, lang, Boolean(slots) || (route?.pageId === 'login' && chrome !== null));
  // The refusal goes with the page too: the shell's first render in the browser draws the form as the server did.
  const failure = chrome && loginFailure ? loginFailure : null;
  // The login modal's chunk for a visitor, whose header has Log in (shell/src/chrome/lazyParts.ts); a candidate's has not.
  const prefetch = request.candidate ? [] : entry.prefetch;
  return reply.send(shellPage({ lang, boot, maskedCsrfToken, nonce: request.cspNonce, js: entry.js, css: entry.css, job, canonical, noindex, chrome, slots, noscript, preloads, prefetch, loginFailure: failure, firstAnswers: first, searchResults }));
}

/**
 * The position a job page shows (/careers/job/12, /careers/job/private?pid=12) as GET
 * /api/pcsx/position_details answers it for this visitor (no searched place), with its overrides and insights as
 * GET /api/pcsx/overrides and /api/pcsx/position_insights answer them (issue 27: the page draws them, so the remote
 * neither asks for them after its scripts nor draws the page again when they answer), and for a logged-in candidate
 * how they match it as GET /api/pcsx/match_details answers (user trial s20: the match and the insights below it
 * waited for the browser's request, and the page grew 126-390 px at the takeover); or null. An overrides, insights
 * or match read that fails leaves that one out: the browser asks for it, and its route says what went wrong.
 * `locale`: the page's (requestLocale), in which the match and the insights are written.
 */
async function primedJobDetails(ctx: AppContext, domain: Domain, request: FastifyRequest, path: string, query: Static<typeof PageQuery>, locale: string) {
  const address = /^\/careers\/job\/(?:(\d{1,15})|private)\/?$/.exec(path);
  const raw = address ? (address[1] ?? (typeof query.pid === 'string' ? query.pid : '')) : '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  const id = Number(raw);
  const now = ctx.now();
  const optional = <T>(read: Promise<T>, what: string) =>
    read.catch((error: unknown) => {
      request.log.warn({ err: error }, `the job page went without its ${what}`);
      return null;
    });
  // Read together (independent, as the browser's calls are); through JSON, as the browser would receive them (dates as strings).
  const candidate = request.candidate;
  // The match explanation and the insights in the page's language, as its API calls answer them (issue 30).
  const i18n = serverI18n(locale);
  const [details, overrides, insights, match] = await Promise.all([
    positionDetails(ctx.db, domain.id, candidate, id, undefined, now),
    optional(positionOverrides(ctx.db, domain, id), 'overrides'),
    optional(positionInsights(ctx.db, domain, id, now, i18n), 'insights'),
    candidate ? optional(matchDetails(ctx.db, domain, candidate, id, i18n), 'match details') : null,
  ]);
  const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    id,
    response: viaJson(details) as PositionDetailsResponse,
    overrides: overrides ? viaJson({ data: overrides }) : null,
    insights: insights ? viaJson({ data: insights }) : null,
    match: match ? viaJson({ data: match }) : null,
  };
}
