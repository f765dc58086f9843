import { serverI18n } from '../i18n/serverI18n';

// What a visitor without JavaScript is told (issue 27): only where the page needs it, naming what does not
// work. A job's page and the login page are drawn by the server and work without scripts (the login form
// posts to /candidate/login), so they say nothing. The shell's catalogue does not reach this view (it runs
// before any script): the texts are the server's own (server/src/i18n), in the page's language.

/**
 * What the apply page of a closed position says (mf-forms' 'formsPage.apply.closed', the spec's text), also
 * without scripts: nothing is left to do there that needs them.
 * @example closedApplyText('en') // 'This position is no longer accepting applications.'
 */
export function closedApplyText(lang: string): string {
  return serverI18n(lang).t('server.closedApply.text');
}

/**
 * The `<noscript>` text of a page, or null when the server drew everything it needs.
 * @example noscriptText('jobs', 'en', false) // 'Search results need JavaScript. Please enable it and reload the page.'
 */
export function noscriptText(pageId: string | undefined, lang: string, drawnWithoutScripts: boolean): string | null {
  if (drawnWithoutScripts) return null;
  return serverI18n(lang).t(pageId === 'jobs' ? 'server.noscript.jobs' : 'server.noscript.other');
}
