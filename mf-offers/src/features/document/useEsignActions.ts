import { useCallback } from 'react';
import type { EsignStatusResponse, Offer } from '@careers/shared/contracts';
import { useI18n } from '@careers/shared/i18n';
import { useTransport } from '@careers/shared/transport';
import { acceptEsignedDocument, fetchEsignStatus } from '../../data/offerDocumentApi';
import type { useIdempotentAction } from './idempotencyKey';
import type { DocumentTarget } from './useDocumentActions';
import './documentMessages';

export interface EsignTarget extends Omit<DocumentTarget, 'via'> {
  /** The offer letter itself (its success text differs from another document's). */
  isLetter: boolean;
  /** Ends a change: toast, list, back to the list (useFinishOfferChange). */
  finish(message: string, changed: Offer): Promise<void>;
  /** The page's one idempotent runner: shared with its other actions, so that any other action gets a new key. */
  run: ReturnType<typeof useIdempotentAction>;
}

/**
 * The document page's calls for a document signed at the e-sign provider (spec §4): asking what the provider
 * recorded, accepting the e-signed document, and applying the result ('Offer letter has been rejected' when the
 * candidate declined there).
 */
export function useEsignActions({ domain, offer, document, isLetter, finish, run }: EsignTarget) {
  const { t } = useI18n();
  const transport = useTransport();

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

  return { esignStatus, esignAccept, esignDone };
}
