import { pdfFileName } from './downloadPdf';

test('the signed copy is saved as <name>-signed.pdf, the unsigned one as <name>.pdf', () => {
  expect(pdfFileName('Offer letter')).toBe('Offer letter.pdf');
  expect(pdfFileName('Offer letter', true)).toBe('Offer letter-signed.pdf');
  expect(pdfFileName('Handbook.PDF', true)).toBe('Handbook-signed.pdf');
  expect(pdfFileName('Handbook-signed.pdf', true)).toBe('Handbook-signed.pdf');
  expect(pdfFileName('a/b: "c"', true)).toBe('a b c-signed.pdf');
  expect(pdfFileName('  ', true)).toBe('offer-letter-signed.pdf');
});
