// Placeholder until the document pages land (owned by the document-page work of issue 12).
export function OfferDocumentPage(_props: { offerId: number; documentId: number }) {
  return null;
}

export function OfferLetterPage(_props: { offerId: number }) {
  return null;
}
