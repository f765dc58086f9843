import { DocumentPage } from './DocumentPage';
import { useDocumentDomain } from './useDocumentDomain';

/** /careers/offer/:id/offer-document/:documentId (spec §2). */
export function OfferDocumentPage({ offerId, documentId }: { offerId: number; documentId: number }) {
  const domain = useDocumentDomain();
  return <DocumentPage domain={domain} offerId={offerId} documentId={documentId} via="document" />;
}
