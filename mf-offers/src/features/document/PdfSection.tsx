import type { OfferDocument } from '@careers/shared/contracts';
import { useI18n } from '@careers/shared/i18n';
import { showToast } from '@careers/shared/state';
import { Button } from '@careers/shared/ui';
import { downloadPdf } from './downloadPdf';
import { PdfViewer } from './PdfViewer';
import type { SignatureAnchor } from './signatureAnchor';
import { linkButton, toolbar } from './documentStyles';
import './documentMessages';

export interface PdfSectionProps {
  document: OfferDocument;
  /** Whether to offer printing to sign by hand (only while the document can be signed). */
  printable: boolean;
  onAnchor?(anchor: SignatureAnchor | null): void;
}

/** The document in the page (pdf.js), its download and its print-to-sign link. */
export function PdfSection({ document: doc, printable, onAnchor }: PdfSectionProps) {
  const { t } = useI18n();
  const download = () => {
    if (!doc.b64_string) {
      showToast({ kind: 'error', message: t('offers.documentPage.noContent') });
      return;
    }
    try {
      // A signed document's bytes are the sealed signed copy (the server's `shownBytes`).
      downloadPdf(doc.b64_string, doc.name, doc.signed);
    } catch (error) {
      console.warn('Offer document download failed', error);
      showToast({ kind: 'error', message: t('offers.documentPage.downloadFailed') });
    }
  };
  return (
    <div>
      {doc.b64_string ? (
        <PdfViewer b64={doc.b64_string} label={doc.name} onAnchor={onAnchor} onError={(error) => console.warn('Offer document PDF failed to load', error)} />
      ) : (
        <p>{t('offers.documentPage.noContent')}</p>
      )}
      <div css={toolbar}>
        <Button variant="secondary" onClick={download}>
          {t('offers.documentPage.download')}
        </Button>
        {printable && doc.s3_path && (
          <a href={doc.s3_path} target="_blank" rel="noopener noreferrer" css={linkButton} aria-describedby={`print-hint-${doc.id}`}>
            {t('offers.documentPage.print')}
          </a>
        )}
      </div>
      {printable && doc.s3_path && (
        <p id={`print-hint-${doc.id}`} css={(theme) => ({ margin: '8px 0 0', color: theme.colors.textMuted, fontSize: 14 })}>
          {t('offers.documentPage.printHint')}
        </p>
      )}
    </div>
  );
}
