/**
 * @jest-environment node
 */
// In Node, as the server runs it: no document, no window.
import type { FirstAnswers } from '@careers/shared/boot';
import { makeBootData } from '@careers/shared/testing';
import { offer, offerDocument } from '../../testing/offersFixtures';
import { renderOffer } from './renderOffer';

const CONGRATULATIONS =
  'Congratulations! We are delighted to offer you the position of Data Engineer. Please review the documents below and sign them before the offer expires.';

const EXPIRES = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 9, 23, 30)).toISOString();
/** EXPIRES as the offers draw it, MM/DD/YYYY in UTC (spec §4, §9). */
const EXPIRES_DAY = `12/09/${EXPIRES.slice(0, 4)}`;

const zone = process.env.TZ;
beforeEach(() => {
  // The server's own zone is not the page's: UTC+14, where EXPIRES is already 12/10.
  process.env.TZ = 'Pacific/Kiritimati';
});
afterEach(() => {
  process.env.TZ = zone;
});

const offers = [
  offer({
    id: 7,
    position: { id: 107, name: 'Data Engineer' },
    // Late in the evening in UTC: already the next day east of it. The server draws the day in UTC; the countdown
    // is the browser's (its clock).
    expires_at: EXPIRES,
    offer_documents: [
      offerDocument({ id: 31, name: 'Offer letter', status: 'Unsigned', expires_at: EXPIRES }),
      offerDocument({ id: 32, name: 'Benefits', status: 'Pending' }),
      offerDocument({ id: 33, name: 'Consent', status: 'Signed', signed: true, updated_at: '2026-11-01T23:30:00.000Z' }),
    ],
  }),
  offer({ id: 8, status: 'Declined', actionable: false, position: { id: 108, name: 'Designer' } }),
];

function answers(pathname: string, over: Partial<FirstAnswers> = {}): FirstAnswers {
  return { domain: 'demo.test', pathname, answers: { '/api/offer/offers': { offers } }, ...over };
}

const render = (url: string, first = answers(url.split('?')[0] ?? url)) =>
  renderOffer({ boot: makeBootData({ domain: 'demo.test' }), url, locale: 'en', nonce: 'n0nce', firstAnswers: first });

test("draws the offer page's heading, the letter's paragraph, the status and the documents' actions from the page's answer", () => {
  const page = render('/careers/offer/7?domain=demo.test');
  expect(typeof document).toBe('undefined');
  expect(page?.html).toMatch(/<h1 tabindex="-1"[^>]*>Job offer for the position<\/h1>/);
  expect(page?.html).toMatch(new RegExp(`<p class="[^"]+">${CONGRATULATIONS.replace(/[.?]/g, '\\$&')}</p>`));
  expect(page?.html).toMatch(/<h2[^>]*>Data Engineer<\/h2> <span[^>]*>Extended<\/span>/);
  expect(page?.html).toMatch(/<a href="\/careers\/offers\?domain=demo.test"[^>]*>.*Offers<\/a>/);
  // Start for the unsigned document, a disabled View for the pending one (spec §2 Offer page).
  expect(page?.html).toMatch(/<a href="\/careers\/offer\/7\/offer-document\/31\?domain=demo.test" aria-label="[^"]*Offer letter[^"]*"[^>]*>Start<\/a>/);
  expect(page?.html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="[^"]*Benefits[^"]*"[^>]*>Start<\/button>|<button[^>]*aria-label="[^"]*Benefits[^"]*"[^>]*disabled=""[^>]*>Start<\/button>/);
  // No loading state; the styles carry the response's nonce.
  expect(page?.html).not.toMatch(/aria-busy|role="status"/);
  expect(page?.styles).toMatch(/<style data-s="" data-emotion="careers [^"]+" nonce="n0nce">/);
});

test("the deadline and dates are drawn as the day in UTC, whatever the server's zone; the countdown (the browser's clock) is not", () => {
  const html = render('/careers/offer/7')?.html ?? '';
  expect(html).toMatch(new RegExp(`<p[^>]*>Expires ${EXPIRES_DAY}</p>`));
  expect(html).toContain('Last updated 11/01/2026');
  expect(html).toContain('Document being processed');
  expect(html).not.toMatch(/Expires in|12\/10\/\d{4}|11\/02\/2026/);
});

test("with the candidate's zone known (the shell's careers_tz cookie, in the boot), the dates are that zone's days, as the browser draws them after", () => {
  const html =
    renderOffer({ boot: makeBootData({ domain: 'demo.test', timeZone: 'Pacific/Kiritimati' }), url: '/careers/offer/7', locale: 'en', nonce: 'n0nce', firstAnswers: answers('/careers/offer/7') })
      ?.html ?? '';
  // UTC+14: the deadline late on 12/09 in UTC is already the 10th there; the signed document's 11/01 23:30 is 11/02.
  expect(html).toMatch(new RegExp(`<p[^>]*>Expires 12/10/${EXPIRES.slice(0, 4)}</p>`));
  expect(html).toContain('Last updated 11/02/2026');
  expect(html).not.toContain(`Expires ${EXPIRES_DAY}`);
  // The next request without a zone draws UTC again: the zone is the request's, not the process's.
  expect(render('/careers/offer/7')?.html).toContain(`Expires ${EXPIRES_DAY}`);
});

test("a decided offer's page says what became of it", () => {
  expect(render('/careers/offer/8')?.html).toContain('You declined the offer for Designer.');
});

test("the offers list is drawn too: its heading, a card per offer with its date line (MM/DD/YYYY in UTC), no countdown", () => {
  const html = render('/careers/offers')?.html ?? '';
  expect(html).toMatch(/<h1 tabindex="-1"[^>]*>Offers<\/h1>/);
  expect(html).toContain('Data Engineer');
  expect(html).toContain('Designer');
  expect(html).toContain(`Expires ${EXPIRES_DAY}`);
  expect(html).toContain('Last updated 03/01/2026');
  expect(html).not.toMatch(/aria-busy|Expires in|12\/10\/\d{4}/);
});

test("draws nothing for an offer the candidate has not (another candidate's), a document's page, or answers of another page or company", () => {
  expect(render('/careers/offer/9')).toBeNull();
  expect(render('/careers/offer/7/offer-document/31')).toBeNull();
  expect(render('/careers/offer-letter/7')).toBeNull();
  expect(render('/careers/dashboard')).toBeNull();
  expect(render('/careers/offer/7', answers('/careers/offers'))).toBeNull();
  expect(render('/careers/offer/7', answers('/careers/offer/7', { domain: 'other.test' }))).toBeNull();
  expect(render('/careers/offer/7', answers('/careers/offer/7', { answers: {} }))).toBeNull();
});
