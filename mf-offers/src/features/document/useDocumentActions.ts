import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EsignStatusResponse, Offer, OfferActionResponse, OfferDocument, OffersResponse } from '@careers/shared/contracts';
import { useI18n } from '@careers/shared/i18n';
import { showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { fetchOffers } from '../../data/offersApi';
import { acceptDocument, acceptOffer, declineOffer, fetchEsignStatus, type SignedUpload, acceptEsignedDocument } from '../../data/offerDocumentApi';
import { offersKey } from '../../data/offersKey';
import { isDocumentKeyOf } from '../../data/useOfferDocument';
import { withOffer } from '../../data/withOffer';
import { offersHref } from '../../navigation/offersPage';
import { useOffersNavigation } from '../../navigation/OffersNavigation';
import { useIdempotentAction } from './idempotencyKey';
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
  const navigation = useOffersNavigation();
  const run = useIdempotentAction();
  const isLetter = via === 'letter' || document.is_letter;

  const finish = useCallback(
    async (message: string, changed: Offer) => {
      showToast({ kind: 'success', message });
      // The call answered the offer as it is now: the list (whichever way the visitor goes next) takes it, without
      // being asked for again (issue 29). A list not read yet stays unread: the list page reads it when it opens.
      await mutate<OffersResponse>(offersKey(domain), (list) => list && withOffer(list, changed), { revalidate: false });
      navigation.go(offersHref({ name: 'list' }, domain));
      // So are this offer's cached documents (a signed copy, a new state). Forgotten, not read again (each read
      // is a 'viewed' entry): the next visit reads them anew, and shows no copy from before meanwhile, which a
      // quick Download would have saved (e2e offers.spec caught it on a loaded CI machine).
      await mutate((key) => isDocumentKeyOf(key, domain, offer.id), undefined, { revalidate: false });
    },
    [mutate, domain, navigation, offer.id],
  );

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

  /** Asks what the e-sign provider recorded (and has it applied); no toast on failure (spec §8). */
  const esignStatus = useCallback(
    (): Promise<EsignStatusResponse> => run(`esign:${offer.id}:${document.id}`, (key) => fetchEsignStatus(transport, domain, offer.id, document.id, key)),
    [run, transport, domain, offer.id, document.id],
  );

  /** The document accept call for an e-signed document (spec §4: it fires with the e-sign status call). */
  const esignAccept = useCallback(
    (): Promise<unknown> => run(`esign-accept:${offer.id}:${document.id}`, (key) => acceptEsignedDocument(transport, domain, offer.id, document.id, key)),
    [run, transport, domain, offer.id, document.id],
  );

  /** The provider's result is applied (the e-sign status call's answer, with the offer as it is now). */
  const esignDone = useCallback(
    ({ esign, offer: changed }: EsignStatusResponse) =>
      finish(t(esign === 'rejected' ? 'offers.documentPage.esignRejected' : isLetter ? 'offers.documentPage.signedLetter' : 'offers.documentPage.submittedDocument'), changed),
    [finish, t, isLetter],
  );

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
