import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Offer, OfferActionResponse, OfferDocument } from '@careers/shared/contracts';
import { useI18n } from '@careers/shared/i18n';
import { showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { fetchOffers } from '../../data/offersApi';
import { acceptDocument, acceptOffer, declineOffer, type SignedUpload } from '../../data/offerDocumentApi';
import { offersKey } from '../../data/offersKey';
import { useIdempotentAction } from './idempotencyKey';
import { useEsignActions } from './useEsignActions';
import { useFinishOfferChange } from './useFinishOfferChange';
import './documentMessages';

export interface DocumentTarget {
  domain: string;
  offer: Offer;
  document: OfferDocument;
  /** 'letter' (/careers/offer-letter/:id) signs through the offer's accept call; 'document' through the document's. */
  via: 'letter' | 'document';
}

/** A call the server refused because of the offer's state (expired, declined, canceled or accepted meanwhile). */
export const refusedByState = (error: unknown): boolean => error instanceof TransportError && error.status === 409 && error.code === 'offer_not_actionable';

/** The server's own words for a failed call, or `fallback` (spec §8 "the server message, or …"). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof TransportError && error.status > 0 && error.message ? error.message : fallback;
}

/**
 * What the document page does to an offer, with the spec's toasts (§8) and the return to the list (§4):
 * every change puts the offer it answered into the offers list and goes back to it. Success texts:
 * the letter signed (in the page, by upload or by e-sign) → 'Successfully signed the offer letter';
 * another document → 'Successfully submitted form for verification'; the offer declined through the
 * modal → 'Successfully rejected the offer'; declined in the e-sign provider → 'Offer letter has been rejected'.
 */
export function useDocumentActions({ domain, offer, document, via }: DocumentTarget) {
  const { t } = useI18n();
  const transport = useTransport();
  const { mutate } = useSWRConfig();
  const run = useIdempotentAction();
  const isLetter = via === 'letter' || document.is_letter;

  const finish = useFinishOfferChange(domain, offer.id);
  const { esignStatus, esignAccept, esignDone } = useEsignActions({ domain, offer, document, isLetter, finish, run });

  /** Sends the signed PDF; resolves when done, rejects (after the toast) when it was not accepted. */
  const sign = useCallback(
    async (upload: SignedUpload, action: string) => {
      let answer: OfferActionResponse;
      try {
        answer = await run(`${action}:${offer.id}:${document.id}`, (key) =>
          via === 'letter'
            ? acceptOffer(transport, domain, offer.id, upload, key)
            : acceptDocument(transport, domain, offer.id, document.id, upload, key),
        );
      } catch (error) {
        showToast({ kind: 'error', message: messageOf(error, t('offers.documentPage.acceptFailed')) });
        throw error;
      }
      await finish(t(isLetter ? 'offers.documentPage.signedLetter' : 'offers.documentPage.submittedDocument'), answer.offer);
    },
    [run, via, transport, domain, offer.id, document.id, finish, t, isLetter],
  );

  const decline = useCallback(async () => {
    let answer: OfferActionResponse;
    try {
      answer = await run(`decline:${offer.id}`, (key) => declineOffer(transport, domain, offer.id, key));
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, t('offers.documentPage.declineFailed')) });
      throw error;
    }
    await finish(t('offers.documentPage.declined'), answer.offer);
  }, [run, transport, domain, offer.id, finish, t]);

  /**
   * The offer as the server has it now, from the offers list (which it also refreshes), or null when the list has
   * it no more. Not the document read again: each read is a 'viewed' entry and carries the whole PDF.
   */
  const currentOffer = useCallback(async (): Promise<Offer | null> => {
    const list = await fetchOffers(transport, domain);
    await mutate(offersKey(domain), list, { revalidate: false });
    return list.offers.find((o) => o.id === offer.id) ?? null;
  }, [transport, domain, mutate, offer.id]);

  return { sign, decline, esignAccept, esignStatus, esignDone, currentOffer, isLetter };
}
