import type { Offer, OfferDocument } from '@careers/shared/contracts';

/** Offers as the API answers them, for the page tests (tests only). */

export const DAY = 24 * 60 * 60 * 1000;

export const offerDocument = (patch: Partial<OfferDocument> & Pick<OfferDocument, 'id' | 'name'>): OfferDocument => ({
  status: 'Unsigned',
  signed: false,
  is_letter: false,
  url: null,
  b64_string: null,
  s3_path: `/api/offer/offers/1/${patch.id}/file`,
  updated_at: '2026-03-01T10:00:00.000Z',
  expires_at: null,
  ...patch,
});

export const offer = (patch: Partial<Offer> & Pick<Offer, 'id'>): Offer => ({
  status: 'Extended',
  signed: false,
  actionable: true,
  updated_at: '2026-03-01T10:00:00.000Z',
  expires_at: null,
  position: { id: 100 + patch.id, name: `Position ${patch.id}` },
  offer_documents: [],
  ...patch,
});
