import { useEffect, useRef, useState } from 'react';
import type { EsignStatusResponse, OfferDocumentResponse } from '@careers/shared/contracts';
import { EsignFrame } from '@careers/shared/forms';
import { useI18n } from '@careers/shared/i18n';
import { esignFrameSource } from './esignFrameSource';
import { muted } from './documentStyles';
import './documentMessages';

export interface EsignFlowProps {
  url: string;
  documentName: string;
  /** Asks the server what the provider recorded (and has it applied). */
  checkStatus(): Promise<EsignStatusResponse>;
  /** The document accept call that goes with a signature (its failure is left to checkStatus to settle). */
  acceptSigned(): Promise<unknown>;
  /** The provider's result is applied (`esign` signed or rejected; the answer holds the offer as it is now): thank and return to the list. */
  onDone(answer: EsignStatusResponse): Promise<void>;
  /** Shows the document as the server has it now (e.g. signed before a reload). */
  onState(data: OfferDocumentResponse): void;
  /** Reports a failure without a toast (spec §8: suppressed in the e-sign flow). */
  onProblem(error: unknown): void;
  /** A message from another origin was refused by the frame. */
  onRefused?(details: { origin: string; type: unknown }): void;
}

// The provider records the result before it posts the message; a short wait covers a slow write.
const TRIES = 4;
const PAUSE_MS = 750;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * The e-signature flow (spec §2, §3 E-sign widget): the provider's page in a frame of at least 600px.
 * Its ESIGN / REJECT message only prompts a call to esign_status, which applies what the provider
 * recorded: the server's record decides, so a lost message, a closed tab or a reload loses nothing.
 */
export function EsignFlow({ url, documentName, checkStatus, acceptSigned, onDone, onState, onProblem, onRefused }: EsignFlowProps) {
  const { t } = useI18n();
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { src, origin } = esignFrameSource(url, window.location.origin);
  const latest = useRef({ checkStatus, onState });
  latest.current = { checkStatus, onState };

  // On arrival: a result recorded while the page was away (reload, closed tab) shows at once.
  useEffect(() => {
    let cancelled = false;
    latest.current
      .checkStatus()
      .then((answer) => {
        if (!cancelled && answer.esign !== 'waiting') latest.current.onState({ offer: answer.offer, document: answer.document });
      })
      // Only a check the visitor's signing asked for is worth telling them about.
      .catch((error: unknown) => console.warn('E-sign status check on arrival failed', error));
    return () => {
      cancelled = true;
    };
  }, []);

  const settle = async (signed: boolean) => {
    setChecking(true);
    setNote(t('offers.documentPage.esignChecking'));
    try {
      // Spec §4: accepting a document fires both calls. The accept may find nothing recorded yet (409):
      // the status calls below wait for the provider's record, which decides either way.
      if (signed) await acceptSigned().catch(() => undefined);
      for (let attempt = 1; attempt <= TRIES; attempt += 1) {
        const answer = await checkStatus();
        if (answer.esign !== 'waiting') {
          await onDone(answer);
          return;
        }
        if (attempt < TRIES) await pause();
      }
      setNote(t('offers.documentPage.esignWaiting'));
    } catch (error) {
      setNote(null);
      onProblem(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      <p css={(theme) => ({ ...muted(theme), margin: '0 0 12px' })}>{t('offers.documentPage.esignIntro')}</p>
      <p role="status" aria-busy={checking || undefined} css={{ margin: '0 0 12px', minHeight: '1.5em' }}>
        {note}
      </p>
      {/* Taller than its 600px minimum where the screen allows, so the provider's Sign button shows sooner. */}
      <div css={(theme) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: 8, overflow: 'hidden', '& iframe': { height: '80vh' } })}>
        <EsignFrame
          url={src}
          origin={origin}
          title={t('offers.documentPage.esignTitle', { name: documentName })}
          onSign={() => void settle(true)}
          onReject={() => void settle(false)}
          onRefused={onRefused}
        />
      </div>
    </div>
  );
}
