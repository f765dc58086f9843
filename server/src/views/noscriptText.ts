// What a visitor without JavaScript is told (issue 27): only where the page needs it, naming what does not
// work. A job's page and the login page are drawn by the server and work without scripts (the login form
// posts to /candidate/login), so they say nothing. The shell's catalogue does not reach this view (it runs
// before any script), hence these few texts here, in the languages the shell speaks.
const TEXTS = {
  en: {
    jobs: 'Search results need JavaScript. Please enable it and reload the page.',
    other: 'This page needs JavaScript. Please enable it and reload the page.',
  },
  es: {
    jobs: 'Los resultados de búsqueda necesitan JavaScript. Actívalo y vuelve a cargar la página.',
    other: 'Esta página necesita JavaScript. Actívalo y vuelve a cargar la página.',
  },
} as const;

/**
 * What the apply page of a closed position says (mf-forms' 'formsPage.apply.closed', the spec's text), also
 * without scripts: nothing is left to do there that needs them. English in every language, as the page shows
 * it: mf-forms has no other catalogue yet.
 */
export const CLOSED_APPLY_TEXT = 'This position is no longer accepting applications.';

/**
 * The `<noscript>` text of a page, or null when the server drew everything it needs.
 * @example noscriptText('jobs', 'en', false) // 'Search results need JavaScript. Please enable it and reload the page.'
 */
export function noscriptText(pageId: string | undefined, lang: string, drawnWithoutScripts: boolean): string | null {
  if (drawnWithoutScripts) return null;
  const texts = lang.startsWith('es') ? TEXTS.es : TEXTS.en;
  return pageId === 'jobs' ? texts.jobs : texts.other;
}
