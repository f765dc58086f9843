// mf-forms' server-side entry (built for Node into mf-forms/dist-ssr/render.cjs, see webpack.config.js): the server
// renders an open position's apply page with these same components into the HTML it sends, from the first answer it
// writes into the same page (issue 27 "First paint": the page's heading and form were drawn only once the remote's
// scripts, its toolkit chunk and its call had come; LCP 3.89 s cold). The remote's first render in the browser draws
// the same markup from the same answer (data/primedApplyForm.ts) and hydrates it (app.tsx), so the nodes, the focus
// and what was typed stay. The form's toolkit is bundled here: this one synchronous render cannot wait for its chunk.
import type { RenderApplyInput, RenderedHtml } from '@careers/shared/contracts';
import { createI18n } from '@careers/shared/i18n';
import { drawLazyWidgetsAtOnce } from '@careers/shared/forms/serverWidgets';
import { setServerHref } from '@careers/shared/location';
import { initSession, sessionStore } from '@careers/shared/state';
import { registerEveryLocale, renderRemotePage } from '@careers/shared/ssr';
import { primeApplyForm, primedApplyForm } from '../../data/primedApplyForm';
import '../../i18n/formsMessages';
import { pageOf } from '../../routing/pageOf';
import * as applyFormPart from './applyFormPart';
import { ApplyPage } from './ApplyPage';
import { provideApplyFormPart } from './useApplyFormPart';
import { allLocales } from '../../i18n/allLocales';

// The server answers in any of the product's languages: every catalogue is registered at once.
registerEveryLocale('mf-forms', allLocales);

declare const SSR_BUILD_ID: string;

// The phone question is drawn, not its loading state (issue 27: without scripts its country and number were missing).
drawLazyWidgetsAtOnce();

/** The mf-forms build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

const noNavigation = () => {
  throw new Error('No navigation while the server renders the apply page');
};

/**
 * Renders the apply page of an open position for one request (a visitor's or a candidate's, with their own answers),
 * or null when the address is another page, the answer is of another page, company or position, or the position is
 * closed (the server draws that page itself: views/closedApplyPage.ts). Synchronous from start to end, like the
 * offers': the session, the address and the primed answer are module state, set for this request and read by this
 * render only.
 */
export function renderApply({ boot, url, locale, nonce, firstAnswers }: RenderApplyInput): RenderedHtml | null {
  const page = pageOf(url);
  const pathname = url.split(/[?#]/)[0] ?? '';
  if (page.kind !== 'apply' || page.pid === null || firstAnswers.pathname !== pathname) return null;
  initSession(boot);
  if (firstAnswers.domain !== sessionStore.domain) return null;
  primeApplyForm(firstAnswers);
  try {
    const form = primedApplyForm(sessionStore.domain, pathname, page.pid);
    if (!form || form.position.is_closed) return null;
    provideApplyFormPart(applyFormPart);
    setServerHref(url);
    // FormsRoutes draws this component for the address (formsPageLoaders.tsx), keyed by the position, as here.
    const drawn = renderRemotePage(<ApplyPage key={page.pid} pid={page.pid} isPrivate={page.isPrivate} navigate={noNavigation} />, { url, locale, nonce, drawing: 'the apply page' });
    // The tab's name from the first byte, as ApplyPage's useDocumentTitle writes it once scripts run ('Apply for Data
    // Engineer | Careers at Acme'), not the route's 'Apply | …' until then (a user trial's finding).
    const { t } = createI18n({ locale });
    const title = t('formsPage.title', { page: t('formsPage.apply.heading', { position: form.position.name }), company: sessionStore.configs?.company.name ?? '' });
    return { ...drawn, title };
  } finally {
    primeApplyForm(null);
    setServerHref('/');
  }
}
