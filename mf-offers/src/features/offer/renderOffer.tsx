// mf-offers' server-side entry (built for Node into mf-offers/dist-ssr/render.cjs, see webpack.config.js): the
// server renders the logged-in candidate's offer page (and the offers list) with these same components into the
// HTML it sends, from the first answers it writes into the same page (issue 27 "First paint": the letter's
// "Congratulations! …" paragraph was the page's largest paint, drawn only once the remote's scripts ran). The
// remote's first render in the browser draws the same markup from the same answer (data/primedOffers.ts) and
// hydrates it (app.tsx), so the nodes and the focus stay. Confetti, the PDF viewer and e-signature frames stay
// the browser's: they start in effects, which the server never runs, or live on the document pages, not drawn here.
import type { RenderedHtml, RenderOfferInput } from '@careers/shared/contracts';
import { setServerHref } from '@careers/shared/location';
import { initSession, sessionStore } from '@careers/shared/state';
import { registerEveryLocale, renderRemotePage } from '@careers/shared/ssr';
import { offersSwrConfig } from '../../data/offersSwrConfig';
import { primeOffers } from '../../data/primedOffers';
import { SiteNavigation } from '../../navigation/OffersNavigation';
import { serverDrawnPageOf } from '../../navigation/serverDrawnPageOf';
import { OffersPages } from '../../OffersPages';
import { allLocales } from '../../i18n/allLocales';

// The server answers in any of the product's languages: every catalogue is registered at once.
registerEveryLocale('mf-offers', allLocales);

declare const SSR_BUILD_ID: string;

/** The mf-offers build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

/**
 * Renders an offer's page or the offers list for one request, or null when the address is another page (a
 * document's, the letter's: they stay the browser's), the answers are of another page or company, or they do not
 * hold the offers answer. An offer the candidate has no offer under (another candidate's) is not drawn: the
 * browser sends them back to the list, as before. Synchronous from start to end, like the dashboard's: the
 * session, the address and the primed answer are module state, set for this request and read by this render only.
 */
export function renderOffer({ boot, url, locale, nonce, firstAnswers }: RenderOfferInput): RenderedHtml | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const page = serverDrawnPageOf(pathname);
  if (!page || firstAnswers.pathname !== pathname) return null;
  const answer = firstAnswers.answers['/api/offer/offers'] as { offers?: { id: number }[] } | undefined;
  if (!Array.isArray(answer?.offers)) return null;
  if (page.name === 'offer' && !answer.offers.some((offer) => offer.id === page.id)) return null;
  initSession(boot);
  if (firstAnswers.domain !== sessionStore.domain) return null;
  setServerHref(url);
  primeOffers(firstAnswers);
  try {
    // Everything the pages drawn here show is in the page's first answers; Root's SiteNavigation sits inside the
    // providers, as in the browser.
    return renderRemotePage(
      <SiteNavigation>
        <OffersPages />
      </SiteNavigation>,
      { url, locale, nonce, drawing: 'an offers page', swr: offersSwrConfig },
    );
  } finally {
    primeOffers(null);
    setServerHref('/');
  }
}
