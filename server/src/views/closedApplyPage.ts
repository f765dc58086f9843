import { colors, radii, spacing } from '@careers/shared/theme/tokens';
import { escapeHtml, unescapeHtml } from './html';
import { closedApplyText } from './noscriptText';
import { serverI18n } from '../i18n/serverI18n';

// mf-forms' texts for this view ('formsPage.apply.closedHeading', 'formsPage.apply.searchJobs'), in the server's
// catalogue (server/src/i18n) in the page's language; routes/shell.test.ts and e2e/tests/withoutJavaScript.spec.ts
// hold the English to mf-forms'.

// Where the page's heading starts: closedApplyTitle finds it there.
const OPENING = '<div id="careers-remotes"><div data-remote="mf-forms"><div class="careers-closed-apply">\n<h1>';

/**
 * The apply page of a closed position as mf-forms draws it (its heading, the closed text, the way back to the
 * search), in the chrome's main landmark for a browser without scripts. In mf-forms' own slot and drawn only
 * under `(scripting: none)` (as the navbar's stand-ins, shell/src/chrome/scriptOnly.ts): with scripts nothing of
 * it shows, and mf-forms draws the page there. Not a `<noscript>`: one inside the page is parsed as text
 * where the browser could run scripts but was told not to (Chromium with JavaScript turned off), and not drawn.
 */
export function closedApplyPage(position: string, nonce: string, lang = 'en'): { html: string; styles: string } {
  const { t } = serverI18n(lang);
  const html = `${OPENING}${escapeHtml(t('server.closedApply.heading', { position }))}</h1>
<p class="careers-closed-apply-notice">${escapeHtml(closedApplyText(lang))}</p>
<a href="/careers/search">${escapeHtml(t('server.closedApply.searchJobs'))}</a>
</div></div></div>`;
  // mf-forms' page column, heading and error notice (ui/styles.ts), with the same tokens.
  const styles = `<style nonce="${escapeHtml(nonce)}">
.careers-closed-apply{display:none}
@media (scripting: none){.careers-closed-apply{display:block;max-width:880px;margin:0 auto;padding:${spacing.md}px 0 ${spacing.xxl}px}}
.careers-closed-apply h1{font-size:28px;line-height:1.25;margin:${spacing.lg}px 0 ${spacing.md}px;overflow-wrap:anywhere}
.careers-closed-apply-notice{margin:0 0 ${spacing.md}px;padding:${spacing.sm}px ${spacing.md}px;border-radius:${radii.md}px;border-inline-start:4px solid ${colors.error};background:${colors.surface};color:${colors.text}}
.careers-closed-apply a{color:${colors.primary};text-decoration:underline}
</style>`;
  return { html, styles };
}

/**
 * The document title of a page whose remotes' slots are closedApplyPage's markup, else null: its heading and the
 * company, as mf-forms names the page in the browser ('formsPage.title': 'Applications closed: Data Engineer |
 * Careers at Acme'). Read back from the markup because the chrome renderer is given the slots' markup alone.
 */
export function closedApplyTitle(slots: string | undefined, company: string, lang = 'en'): string | null {
  if (!slots?.startsWith(OPENING)) return null;
  // The heading is escaped: no '<' inside it, so its end is the first '</h1>'.
  const end = slots.indexOf('</h1>', OPENING.length);
  return end < 0 ? null : serverI18n(lang).t('server.closedApply.title', { heading: unescapeHtml(slots.slice(OPENING.length, end)), company });
}
