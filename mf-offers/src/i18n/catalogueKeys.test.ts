import { join } from 'node:path';
import { englishOutsideCatalogues } from '@careers/shared/testing';

// Literals the scan takes for English that no candidate reads or hears, each with its reason.
const STATUSES = ['Pending', 'Unsigned', 'Signed', 'Extended', 'Accepted', 'Declined', 'Canceled', 'Expired'];
const KEPT: Record<string, string[]> = {
  // The root's module path (a dynamic import).
  'app.tsx': ['./Root'],
  // Offer and document statuses of the API (spec §4), compared or used to build a message key, never shown as such:
  // the candidate reads them through 'offers.status.*' and the document texts.
  'data/offerAsOf.ts': STATUSES,
  'features/document/DocumentPage.tsx': STATUSES,
  'features/document/documentStatus.ts': STATUSES,
  'features/list/offerTimeText.ts': STATUSES,
  'features/offer/documentStatusText.ts': [...STATUSES, 'offers.status.Expired'],
  'features/offer/offerMessage.ts': STATUSES,
  // An HTTP header name.
  'data/offerDocumentApi.ts': ['Idempotency-Key'],
  // Modes and states of the page (compared), and a developer's error that never reaches the page (the signing
  // form is drawn only when there are bytes).
  'features/document/DocumentView.tsx': ['No PDF bytes to sign', 'esign', 'sign'],
  'features/document/PdfViewer.tsx': ['failed', 'ready', 'loading'],
  // Console log lines for developers.
  'features/document/PdfSection.tsx': ['Offer document download failed', 'Offer document PDF failed to load'],
  // Written into the signed PDF itself, as the server's e-sign stamp and certificate page write theirs: the signed
  // document's record in the standard PDF fonts (Windows-1252 only, which cannot draw Japanese, Arabic or Hebrew);
  // the error is a developer's (a PDF without pages is refused before).
  'features/document/signPdf.ts': ['The PDF has no page to sign', 'Signed electronically on …'],
  // A message key built from the button's action ('startLabel', 'viewLabel').
  'features/offer/DocumentCard.tsx': ['offers.document.…Label'],
  // The back link's arrow, hidden from screen readers (aria-hidden) and mirrored right to left.
  'features/offer/OfferPage.tsx': ['←&nbsp;'],
  // A developer's error: a component used outside its navigation provider.
  'navigation/OffersNavigation.tsx': ['useOffersNavigation() needs <SiteNavigation> or <MemoryNavigation> above it'],
  // Test doubles: jest's mock of the pdf.js loader and the document tests' fixtures (job content and API values).
  'features/document/__mocks__/loadPdfjs.ts': ['Candidate signature: ____'],
  'features/document/documentFixtures.tsx': ['Offer letter', 'Unsigned', 'Extended', 'Data Engineer'],
};

test('no English is written outside the catalogues: every text a candidate sees or hears comes by key', () => {
  expect(englishOutsideCatalogues(join(__dirname, '..'), KEPT)).toEqual([]);
});
