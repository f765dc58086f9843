import { expect, type Page } from '@playwright/test';
import { serverModule, withServerDatabase } from './serverDatabase';
import { signUpByApi } from './session';

// Offers for tests that change them (sign, upload, e-sign, decline): each such test signs up a
// candidate of its own and gives them an offer here, put into the e2e server's database the way
// a hiring system's integration would put one there (the server's extendOffer, on either engine).
// The demo candidates' offers are only read, so tests never race each other for one offer.

export type OfferKind = 'embedded' | 'esign' | 'expired';

export interface GivenOffer {
  offerId: number;
  documentId: number;
  positionName: string;
}

/**
 * Gives the candidate an Extended offer with one letter: signed in the page, with the e-sign provider, or already
 * expired; `expiresAt` sets its deadline (else a week from now, or two days ago for an expired one).
 */
export function giveOffer(email: string, kind: OfferKind, expiresAt?: Date): Promise<GivenOffer> {
  return withServerDatabase(async (db) => {
    const { extendOffer } = serverModule('db/demo/extendOffer.js');
    return (await extendOffer(db, { email, kind, ...(expiresAt ? { expiresAt } : {}) })) as GivenOffer;
  });
}

/**
 * A new candidate, Robin Okafor, signed up and bootstrapped (through the API: login.spec.ts drives
 * those pages), with an offer of `kind`; the page is on the offers list, showing it.
 */
export async function candidateWithOffer(page: Page, kind: OfferKind): Promise<GivenOffer & { email: string }> {
  const email = await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
  const offer = await giveOffer(email, kind);
  await page.goto('/careers/offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `View job offer for ${offer.positionName}` })).toBeVisible();
  return { ...offer, email };
}
