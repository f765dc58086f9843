// pdf.js as this page alone loads it: the library (~130 KB gzip) and its worker are fetched only when
// a document page shows a PDF, never with the offers list (scripts/benchBundle.mjs measures both).
import * as pdfjs from 'pdfjs-dist';

// The worker file is emitted by webpack next to the remote's chunks (no CDN): `new URL(…, import.meta.url)`
// makes it an asset of this build, served from the remote's own folder like its scripts.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export type Pdfjs = typeof pdfjs;
export default pdfjs;
