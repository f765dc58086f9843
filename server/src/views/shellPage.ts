import type { BootData, HeadScript } from '../contracts/bootTypes';
import { BASE_HEAD, escapeHtml, jsonForScript } from './html';
import { intlWarmupScript } from './intlWarmup';
import { notReadyRegion } from './notReadyRegion';
import { layout } from './layout';
import { serverI18n } from '../i18n/serverI18n';
import type { Preload } from '../routes/remotePreloads';
import { textDirection } from '@careers/shared/i18n/textDirection';
import { FIRST_ANSWERS_ID, type FirstAnswers } from '@careers/shared/boot/firstAnswersBlock';
import type { PrimedSearchResults } from '@careers/shared/contracts/ssr';

export interface ShellPageInput {
  /** `<html lang>`: the language the page's text is shown in. */
  lang: string;
  boot: BootData;
  /** The session's CSRF token, masked (services/csrfMask.ts): the same one the server-drawn login form posts. */
  maskedCsrfToken: string;
  nonce: string;
  js: string[];
  css: string[];
  /** On a job's page: its title, and the JobPosting for search engines (a data block: no nonce needed). */
  job?: { title: string; jsonLd: Record<string, unknown> | null } | null;
  /** The page's absolute address for search engines (`<link rel="canonical">`), or none. */
  canonical?: string | null;
  /** `<meta name="robots" content="noindex">`: search engines must not list the page (a private job's). */
  noindex?: boolean;
  /** The page chrome the server rendered (services/shellEntry.ts), or none: the shell then draws it. */
  chrome?: { html: string; styles: string; title?: string } | null;
  /**
   * The remote's page the server drew into the chrome's slots (the HTML itself is in `chrome`): a job's page,
   * the only page it draws (routes/shell.ts). Its styles, and the details answer it was drawn from, which
   * mf-search's first render reads (mf-search/src/data/primedPositionDetails.ts), with the overrides and insights
   * it drew and a logged-in candidate's match (null: not read, the browser asks); no details for an unknown job's
   * not-found page.
   */
  slots?: { styles: string; details: { domain: string; id: number; response: unknown; overrides?: unknown; insights?: unknown; match?: unknown } | null } | null;
  /** What a visitor without JavaScript is told (views/noscriptText.ts), or none where the page works without it. */
  noscript?: string | null;
  /** Files the page's remote needs first (routes/remotePreloads.ts), fetched beside the shell's own script. */
  preloads?: Preload[];
  /** The shell's chunks the browser downloads at the lowest priority and keeps for later (entry.json's `prefetch`). */
  prefetch?: string[];
  /** A logged-in page's first answers (routes/firstAnswers.ts), which its remote takes instead of asking the API. */
  firstAnswers?: FirstAnswers | null;
  /**
   * A search page's first results (routes/primedSearch.ts), which mf-search's first render draws instead of asking
   * (mf-search/src/data/primedSearchResults.ts). After the root: the chrome above it is parsed and painted first,
   * and the shell's deferred scripts run only after the whole document, block included, is parsed.
   */
  searchResults?: PrimedSearchResults | null;
  /** The login page's refused form post, which the server drew in the form and the shell's first render reads. */
  loginFailure?: unknown;
}

function headScript(script: HeadScript, nonce: string): string {
  if (script.src) return `<script src="${escapeHtml(script.src)}" nonce="${escapeHtml(nonce)}"></script>`;
  if (script.inline) return `<script nonce="${escapeHtml(nonce)}">${script.inline.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
  return '';
}

/** A `fetch` preload needs `crossorigin` to match the fetch() that uses it; a script preload must not have it. */
function preloadLink({ href, as }: Preload): string {
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;
}

/**
 * The single page every /careers route gets: boot data and CSRF token inline, the shell's
 * scripts (with this response's CSP nonce), and the root the shell mounts into: holding the page chrome
 * when the server rendered it (the shell hydrates it; nothing may stand between the root's tags), else empty.
 */
export function shellPage({ lang, boot, maskedCsrfToken, nonce, js, css, job, canonical, noindex, chrome, slots, noscript, preloads = [], prefetch = [], loginFailure = null, firstAnswers = null, searchResults = null }: ShellPageInput): string {
  const company = boot.configs.company.name;
  // Scripts the company wants on every page; per-page keys are injected by the shell on navigation.
  const companyScripts = (boot.configs.pcsxConfig.branding.headScripts.all ?? []).map((s) => headScript(s, nonce));
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${textDirection(lang)}">
<head>
${BASE_HEAD}
${intlWarmupScript(lang, nonce)}
<title>${escapeHtml(job?.title ?? chrome?.title ?? serverI18n(lang).t('server.page.careersAt', { company }))}</title>
${canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">\n` : ''}${noindex ? '<meta name="robots" content="noindex">\n' : ''}${job?.jsonLd ? `<script type="application/ld+json">${jsonForScript(job.jsonLd)}</script>\n` : ''}<meta name="csrf-token" content="${escapeHtml(maskedCsrfToken)}">
${css.map((file) => `<link rel="stylesheet" href="/shell/${escapeHtml(file)}">`).join('\n')}
${chrome ? `${chrome.styles}\n` : ''}${slots ? `${slots.styles}\n` : ''}${slots?.details ? `<script type="application/json" id="careers-job-details">${jsonForScript(slots.details)}</script>\n` : ''}${loginFailure ? `<script type="application/json" id="careers-login-failure">${jsonForScript(loginFailure)}</script>\n` : ''}${firstAnswers ? `<script type="application/json" id="${FIRST_ANSWERS_ID}" nonce="${escapeHtml(nonce)}">${jsonForScript(firstAnswers)}</script>\n` : ''}<script type="application/json" id="careers-boot">${jsonForScript(boot)}</script>
${companyScripts.join('\n')}
${js.map((file) => `<script defer src="/shell/${escapeHtml(file)}" nonce="${escapeHtml(nonce)}"></script>`).join('\n')}
${preloads.map((preload) => `${preloadLink(preload)}\n`).join('')}${prefetch.map((file) => `<link rel="prefetch" href="/shell/${escapeHtml(file)}" as="script">\n`).join('')}</head>
<body>
${notReadyRegion(nonce)}
${noscript ? `<noscript>${escapeHtml(noscript)}</noscript>\n` : ''}<div id="careers-root">${chrome?.html ?? ''}</div>
${searchResults ? `<script type="application/json" id="careers-search-results">${jsonForScript(searchResults)}</script>\n` : ''}</body>
</html>`;
}

/** Shown instead of the shell when `shell/dist/entry.json` does not exist yet. */
export function shellNotBuiltPage(): string {
  return layout({
    title: 'The careers site is not built yet',
    body: `<h1>The careers site is not built yet</h1>
<p>The shell has not been built, so there is nothing to show here yet.</p>
<p>Run <code>npm start</code> in the repository to build the shell and the remotes, then reload this page.</p>`,
  });
}
