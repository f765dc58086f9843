// The document and letter pages (spec §2 Document page, /careers/offer-letter/:id).
export { OfferDocumentPage } from './OfferDocumentPage';
export { OfferLetterPage } from './OfferLetterPage';
