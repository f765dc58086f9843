import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Offer } from '@careers/shared/contracts';
import { SWRConfig } from 'swr';
import { offersSwrConfig } from '../../data/offersSwrConfig';
import { OffersPages } from '../../OffersPages';
import { LIST, callsTo, currentAddress, headerRecordingTransport, makeDocument, makeOffer, renderAt } from './documentFixtures';

// Issue 29 "Round trips": signing or declining answers the offer as it is now, and the list takes that
// answer; it is not asked for again. The fake server keeps the offer's state as the real one does, so a
// list read again would show the same: what differs is only the request the browser no longer makes.

jest.mock('./loadPdfjs');

let realPdf = '';
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Offer letter', { x: 72, y: 700, font, size: 14 });
  realPdf = Buffer.from(await pdf.save()).toString('base64');
});

/** Offer 7 with its letter, on a fake server that changes it as accept and decline do. */
function offerServer() {
  let offer: Offer = makeOffer({}, makeDocument({ b64_string: null }));
  const change = (over: Partial<Offer>) => {
    offer = { ...offer, ...over, actionable: false, expires_at: null, updated_at: '2026-11-30T10:00:00.000Z' };
    return { offer, changed: true };
  };
  return headerRecordingTransport({
    'GET /api/offer/offers': () => ({ offers: [offer] }),
    'GET /api/offer/offers/7/21': () => ({ offer, document: { ...offer.offer_documents[0], b64_string: realPdf } }),
    'POST /api/offer/offers/7/21/accept': () =>
      change({ status: 'Accepted', signed: true, offer_documents: offer.offer_documents.map((d) => ({ ...d, status: 'Signed', signed: true })) }),
    'POST /api/offer/offers/7/decline': () => change({ status: 'Declined' }),
  });
}

/** The offers pages with the remote's own SWR settings (Root.tsx): the test providers' turn deduping off. */
const pages = <SWRConfig value={offersSwrConfig}><OffersPages /></SWRConfig>;

/** From the list to offer 7's letter, through the links a visitor follows. */
async function openLetter(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('link', { name: 'View job offer for Data Engineer' }));
  await user.click(await screen.findByRole('link', { name: 'Start Offer letter' }));
}

const listCalls = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, '/api/offer/offers').filter((call) => call.method === 'GET');

test('signing the letter: back on the list the offer shows accepted, and the list was asked for once', async () => {
  const { transport, calls } = offerServer();
  renderAt(LIST, pages, transport);
  const user = userEvent.setup();
  await openLetter(user);
  await user.click(await screen.findByRole('checkbox', { name: /I have read and agree to the terms and conditions/ }));
  await user.type(screen.getByRole('textbox', { name: /Enter your name as the electronic signature/ }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Submit signed offer' }));
  await waitFor(() => expect(currentAddress()).toBe(LIST));
  expect(await screen.findByText('Accepted')).toBeInTheDocument();
  expect(callsTo(calls, '/api/offer/offers/7/21/accept')).toHaveLength(1);
  expect(listCalls(calls)).toHaveLength(1);
});

test('declining: back on the list the offer shows declined, and the list was asked for once', async () => {
  const { transport, calls } = offerServer();
  renderAt(LIST, pages, transport);
  const user = userEvent.setup();
  await openLetter(user);
  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  await user.click(await screen.findByRole('button', { name: 'Decline offer' }));
  await waitFor(() => expect(currentAddress()).toBe(LIST));
  expect(await screen.findByText('Declined')).toBeInTheDocument();
  expect(callsTo(calls, '/api/offer/offers/7/decline')).toHaveLength(1);
  expect(listCalls(calls)).toHaveLength(1);
});
