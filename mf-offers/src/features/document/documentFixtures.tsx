// Test data and wiring for the document page tests (imported by tests only).
import type { ReactElement } from 'react';
import type { Offer, OfferDocument, OfferDocumentResponse } from '@careers/shared/contracts';
import type { BootData } from '@careers/shared/boot';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders, type FakeHandler, type FakeRequest, type FakeTransport } from '@careers/shared/testing';
import type { RequestOptions } from '@careers/shared/transport';
import { SiteNavigation } from '../../navigation/OffersNavigation';
import { OfferDocumentPage } from './OfferDocumentPage';

/** A month ahead of the test run: the page follows the browser's clock, so a fixed date would expire the offer one day. */
const DEADLINE = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

export function makeDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    id: 21,
    name: 'Offer letter',
    status: 'Unsigned',
    signed: false,
    is_letter: true,
    url: null,
    b64_string: 'JVBERi0xLjQKJSVFT0YK',
    s3_path: '/api/offer/offers/7/21/file?domain=acme.example',
    updated_at: '2026-11-20T10:00:00.000Z',
    expires_at: DEADLINE,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<Offer> = {}, document: OfferDocument = makeDocument()): Offer {
  return {
    id: 7,
    status: 'Extended',
    signed: false,
    actionable: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    expires_at: DEADLINE,
    position: { id: 3, name: 'Data Engineer' },
    offer_documents: [document],
    ...overrides,
  };
}

export function makeResponse(offer: Partial<Offer> = {}, document: Partial<OfferDocument> = {}): OfferDocumentResponse {
  const doc = makeDocument(document);
  return { offer: makeOffer(offer, doc), document: doc };
}

/** A fake transport that also keeps each call's headers (the Idempotency-Key). */
export function headerRecordingTransport(routes: Record<string, FakeHandler>) {
  const fake = createFakeTransport(routes);
  const headers: Array<Record<string, string> | undefined> = [];
  const keep =
    <A extends unknown[]>(call: (...args: A) => Promise<unknown>, at: number) =>
    (...args: A) => {
      headers.push((args[at] as RequestOptions | undefined)?.headers);
      return call(...args);
    };
  const transport: FakeTransport = {
    ...fake,
    get: keep(fake.get, 1) as FakeTransport['get'],
    post: keep(fake.post, 2) as FakeTransport['post'],
    postRaw: keep(fake.postRaw, 2) as FakeTransport['postRaw'],
  };
  return { transport, headers, calls: fake.calls };
}

/** Renders a page at `href` on the site's navigation (the address bar is jsdom's). */
export function renderAt(href: string, ui: ReactElement, transport: FakeTransport, boot: BootData = makeBootData()) {
  window.history.replaceState(null, '', href);
  return renderWithProviders(<SiteNavigation>{ui}</SiteNavigation>, { transport, boot });
}

export const currentAddress = () => window.location.pathname + window.location.search;

export const PAGE = '/careers/offer/7/offer-document/21?domain=acme.example';
export const LIST = '/careers/offers?domain=acme.example';

/** A fake route answering `payload`. */
export function answered(payload: unknown) {
  return () => payload;
}

/** The calls made to `path`. */
export const callsTo = (calls: FakeRequest[], path: string) => calls.filter((call) => call.path === path);

/** Offer 7's document 21 at PAGE, its calls' headers recorded, with a user-event session. */
export function renderDocument(routes: Record<string, (req: FakeRequest) => unknown>, boot = makeBootData()) {
  const recorded = headerRecordingTransport(routes);
  const view = renderAt(PAGE, <OfferDocumentPage offerId={7} documentId={21} />, recorded.transport, boot);
  return { ...recorded, ...view, user: userEvent.setup() };
}
