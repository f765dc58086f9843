import type * as PdfLib from 'pdf-lib';

let pdfLib: typeof PdfLib | undefined;

/**
 * pdf-lib, loaded on first use. Only offer documents, resume exports, e-signatures, demo data and PDF
 * uploads need it; loaded at start, its ~140 modules stayed on the heap every garbage collection marks
 * (issue 26). `require` is synchronous, so callers stay as they were; the first one pays the load once.
 */
export function loadPdfLib(): typeof PdfLib {
  return (pdfLib ??= require('pdf-lib') as typeof PdfLib);
}
