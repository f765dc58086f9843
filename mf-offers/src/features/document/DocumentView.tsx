import { useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import type { OfferDocumentResponse } from '@careers/shared/contracts';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';
import { useFormatDate } from '@careers/shared/ui';
import { ActionProblemNote } from './ActionProblemNote';
import { DeclineOffer } from './DeclineOffer';
import { EsignFlow } from './EsignFlow';
import { PdfSection } from './PdfSection';
import { SignPanel } from './SignPanel';
import { base64ToBytes } from './base64';
import { notice, toolbar } from './documentStyles';
import { documentMode, viewReasonKey } from './documentStatus';
import type { SignatureAnchor } from './signatureAnchor';
import { useActionProblem } from './useActionProblem';
import { useDocumentActions } from './useDocumentActions';
import { useReasonFocus } from './useReasonFocus';
import './documentMessages';

export interface DocumentViewProps {
  domain: string;
  data: OfferDocumentResponse;
  via: 'letter' | 'document';
  /** Level of the page's section headings (one below the page title). */
  sectionLevel: 2 | 3;
  /** Replaces the shown document with what the server now says (e.g. after an e-sign status check). */
  onState(data: OfferDocumentResponse): void;
}

/** The document page's body once the document is loaded: the e-sign frame, or the PDF with its actions. */
export function DocumentView({ domain, data, via, sectionLevel, onState }: DocumentViewProps) {
  const { t } = useI18n();
  // The offers' one date format (MM/DD/YYYY, spec §9); this page is the browser's alone, so in its zone.
  const { date: formatOfferDate } = useFormatDate('numeric');
  const { offer, document } = data;
  const { profile } = useSnapshot(sessionStore);
  const actions = useDocumentActions({ domain, offer, document, via });
  const { problem, setProblem, withProblem } = useActionProblem({ document, currentOffer: actions.currentOffer, onState });
  const anchor = useRef<SignatureAnchor | null>(null);
  const reasonNote = useReasonFocus(offer.actionable);
  const mode = documentMode(offer, document);
  const reason = viewReasonKey(offer, document);
  const acceptProblem = t(actions.isLetter ? 'offers.documentPage.problemOffer' : 'offers.documentPage.problemDocument');

  const signInPage = async (signatureName: string) => {
    const b64 = document.b64_string;
    if (!b64) throw new Error('No PDF bytes to sign');
    await withProblem(async () => {
      const { signPdf } = await import(/* webpackChunkName: "pdf-lib" */ './signPdf');
      const signed = await signPdf(base64ToBytes(b64), { name: signatureName, date: formatOfferDate(new Date().toISOString()), anchor: anchor.current });
      const file = new Blob([signed.slice().buffer], { type: 'application/pdf' });
      await actions.sign({ file, fileName: `${document.name}.pdf`, signatureName }, `sign:${signatureName}`);
    }, acceptProblem);
  };

  const upload = (file: File) =>
    withProblem(() => actions.sign({ file, fileName: file.name }, `upload:${file.name}:${file.size}:${file.lastModified}`), acceptProblem);

  return (
    <>
      {reason && (
        <p ref={reasonNote} tabIndex={-1} role="status" css={notice}>
          {t(reason)}
        </p>
      )}
      {offer.actionable && document.expires_at && <p css={{ margin: '0 0 12px' }}>{t('offers.documentPage.expires', { date: formatOfferDate(document.expires_at) })}</p>}
      {mode === 'esign' && document.url ? (
        <EsignFlow
          url={document.url}
          documentName={document.name}
          checkStatus={actions.esignStatus}
          acceptSigned={actions.esignAccept}
          onDone={actions.esignDone}
          onState={onState}
          onProblem={(error) => {
            console.warn('E-sign status check failed', error);
            setProblem({ text: t('offers.documentPage.problemDocument'), reason: null });
          }}
        />
      ) : (
        <PdfSection document={document} printable={mode === 'sign'} onAnchor={(found) => (anchor.current = found)} />
      )}
      {mode === 'sign' && (
        <SignPanel level={sectionLevel} canSignInPage={Boolean(document.b64_string)} fullName={profile?.fullname?.trim() || null} onSign={signInPage} onUpload={upload} />
      )}
      {/* Near the actions whose failure it reports. */}
      {problem && <ActionProblemNote problem={problem} />}
      {offer.actionable && (
        <div css={[toolbar, { marginTop: 24 }]}>
          <DeclineOffer onDecline={() => withProblem(actions.decline, t('offers.documentPage.problemDecline'))} />
        </div>
      )}
    </>
  );
}
