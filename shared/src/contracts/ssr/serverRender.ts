// What the server-side renderers (shell/dist-ssr/render.cjs, mf-search/dist-ssr/render.cjs, mf-dashboard/dist-ssr/render.cjs,
// mf-offers/dist-ssr/render.cjs, mf-forms/dist-ssr/render.cjs) take and give.
// Not an HTTP contract, so no TypeBox schema: the server require()s the built files and calls them, and
// both sides compile against these types (issue 27 "First paint").
import type { BootData } from '../boot/bootData';
import type { MatchDetailsResponse } from '../positions/matchDetails';
import type { PositionDetailsResponse } from '../positions/positionDetails';
import type { PositionInsightsResponse } from '../positions/positionInsights';
import type { PositionOverridesResponse } from '../positions/positionOverrides';
import type { SearchResponse, SortBy } from '../search';
import type { FirstAnswers } from '../../boot/firstAnswersBlock';

/** Markup a renderer drew for one request, and the emotion style tags it needs. */
export interface RenderedHtml {
  /** The markup (inside `<div id="careers-root">` for the chrome, inside mf-search's slot for a job). */
  html: string;
  /** `<style data-emotion="careers …" nonce>` tags for the head; the page's emotion cache adopts them. */
  styles: string;
  /** The document's title when the drawn page needs its own (the login page with a refusal), else the server's. */
  title?: string;
}

/** The shell's chrome renderer's input (shell/src/ssr/renderChrome.tsx). */
export interface RenderChromeInput {
  boot: BootData;
  /** The page's path, e.g. /careers/job/12 (decides the hero, the footer and the access screens). */
  path: string;
  /** The address's query as the browser shows it ('' or '?next=…'): the login page's links are made from it. */
  search?: string;
  /** The masked CSRF token of the page's `<meta name="csrf-token">`, which the login form posts as `_csrf`. */
  csrfToken?: string;
  /** The language the page's first render shows: chooseLocale() over the boot language and Accept-Language. */
  locale: string;
  /** This response's CSP nonce, put on the style tags (style-src has no 'unsafe-inline'). */
  nonce: string;
  /**
   * A remote's page the server rendered for this address (mf-search's job page), as the markup of the
   * remotes' slot container: drawn inside the slot host, where the shell's hydration leaves it alone.
   */
  slots?: string;
  /** On /careers/login: the refusal of its plain form post (no JavaScript), drawn in the form. */
  loginFailure?: LoginFailure | null;
}

/**
 * A login the server refused when the login page's form was posted without the shell's script (routes/auth.ts):
 * the page comes back drawn with the email kept and the refusal in the form. `code` is the error's
 * (invalid_credentials, email_too_long …: the shell shows its own catalogue's text for the ones it knows, in the
 * visitor's language), `message` the server's text for the others, `field` the field to fix ('both': either).
 */
export interface LoginFailure {
  email: string;
  code: string;
  message: string;
  field: 'email' | 'password' | 'both';
}

/** mf-search's job page renderer's input (mf-search/src/features/job/renderJob.tsx). */
export interface RenderJobInput {
  boot: BootData;
  /** The page's path and query, e.g. /careers/job/12 or /careers/job/private?pid=12. */
  url: string;
  /** The language the page's first render shows (the one the chrome is drawn in). */
  locale: string;
  /** This response's CSP nonce, put on the style tags. */
  nonce: string;
  /**
   * The position as GET /api/pcsx/position_details answers it for this visitor, or null when no position has
   * this address (the page then says it was not found, with its heading, as the browser's job view does).
   */
  details: PositionDetailsResponse | null;
  /**
   * The position's overrides and insights as GET /api/pcsx/overrides and /api/pcsx/position_insights answer them,
   * drawn with the page and carried beside its details (issue 27), or null when not read (the browser asks).
   */
  overrides: PositionOverridesResponse | null;
  insights: PositionInsightsResponse | null;
  /**
   * How the logged-in candidate matches the position, as GET /api/pcsx/match_details answers them (user trial s20:
   * drawn with the page, not after the takeover); null for a visitor, or when not read (the browser asks).
   */
  match: MatchDetailsResponse | null;
}

/** The module shell/dist-ssr/render.cjs exports. */
export interface ChromeRenderer {
  /** The shell build it belongs to: the server uses it only beside the same browser build. */
  buildId: string;
  /** The chrome for one request, or null for a page left to the browser. */
  renderChrome: (input: RenderChromeInput) => RenderedHtml | null;
}

/** mf-search's reading of a search page's address (mf-search/src/features/search/firstSearchOf.ts). */
export interface FirstSearchInput {
  boot: BootData;
  /** The page's path and query as the browser shows it, e.g. /careers/search?query=nurse&filter_department=Care. */
  url: string;
}

/**
 * The search a search page's first view asks GET /api/pcsx/search for (issue 27), read from its address by the
 * remote's own code (so the server and the browser read it alike), and the key its results are cached under.
 */
export interface FirstSearch {
  /** The remote's results key of this search (url/searchUrlState.ts resultsKeyOf): the browser takes the answer only for it. */
  key: string;
  query: string;
  location: string;
  start: number;
  sortBy: SortBy | null;
  /** Filter key → values, as the `filter_<key>` parameters carry them. */
  filters: Record<string, string[]>;
}

/** A search page's first results, carried in the page (`<script id="careers-search-results">`, issue 27). */
export interface PrimedSearchResults {
  /** The company (`domain` parameter) searched. */
  domain: string;
  /** FirstSearch.key: the search these answer. */
  key: string;
  /** The answer of GET /api/pcsx/search for it, as this visitor would get it. */
  response: SearchResponse;
}

/** The module mf-search/dist-ssr/render.cjs exports. */
export interface SearchRemoteRenderer {
  /** The mf-search build it belongs to. */
  buildId: string;
  /** The job page for one request, or null when the address is not this position's page. */
  renderJob: (input: RenderJobInput) => RenderedHtml | null;
  /** The search a search page's address asks for, or null when the address is not the search page's. */
  firstSearchOf: (input: FirstSearchInput) => FirstSearch | null;
  /** The search page's first view drawn from its first results, or null when the page is not drawn (a position open, another search). */
  renderSearch: (input: RenderSearchInput) => RenderedHtml | null;
}

/** mf-search's search page renderer's input (mf-search/src/features/search/renderSearch.tsx). */
export interface RenderSearchInput {
  boot: BootData;
  /** The page's path and query as the browser shows it, e.g. /careers/search?query=nurse. */
  url: string;
  /** The language the page's first render shows (the one the chrome is drawn in). */
  locale: string;
  /** This response's CSP nonce, put on the style tags. */
  nonce: string;
  /** The first results the page carries: the render draws these, as the browser's first render does. */
  results: PrimedSearchResults;
}

/** mf-dashboard's dashboard renderer's input (mf-dashboard/src/features/dashboard/renderDashboard.tsx). */
export interface RenderDashboardInput {
  boot: BootData;
  /** The page's path and query, e.g. /careers/dashboard or /careers/dashboard?tab=drafts. */
  url: string;
  /** The language the page's first render shows (the one the chrome is drawn in). */
  locale: string;
  /** This response's CSP nonce, put on the style tags. */
  nonce: string;
  /** The first answers the page carries (routes/firstAnswers.ts): the render draws these, as the browser's first render does. */
  firstAnswers: FirstAnswers;
}

/** The module mf-dashboard/dist-ssr/render.cjs exports. */
export interface DashboardRenderer {
  /** The mf-dashboard build it belongs to. */
  buildId: string;
  /** The dashboard's first view for one request, or null when the address is not a dashboard page. */
  renderDashboard: (input: RenderDashboardInput) => RenderedHtml | null;
}

/** mf-offers' offer page renderer's input (mf-offers/src/features/offer/renderOffer.tsx): as the dashboard's. */
export type RenderOfferInput = RenderDashboardInput;

/** The module mf-offers/dist-ssr/render.cjs exports. */
export interface OfferRenderer {
  /** The mf-offers build it belongs to. */
  buildId: string;
  /** An offer's page (or the offers list) for one request, or null when the address is neither or the answers are of another page. */
  renderOffer: (input: RenderOfferInput) => RenderedHtml | null;
}

/** mf-forms' apply page renderer's input (mf-forms/src/features/apply/renderApply.tsx): as the dashboard's, for a visitor too. */
export type RenderApplyInput = RenderDashboardInput;

/** The module mf-forms/dist-ssr/render.cjs exports. */
export interface ApplyRenderer {
  /** The mf-forms build it belongs to. */
  buildId: string;
  /** An open position's apply page for one request, or null when the address is another page or the answer is of another position or company. */
  renderApply: (input: RenderApplyInput) => RenderedHtml | null;
}
