// pdf.js as this page alone loads it: the library (~120 KB gzip) and its worker are fetched only when
// a document page shows a PDF, never with the offers list (scripts/benchBundle.mjs measures both).
import * as pdfjs from 'pdfjs-dist';

// The worker file is emitted by webpack next to the remote's chunks (no CDN): `new URL(…, import.meta.url)`
// makes it an asset of this build, served from the remote's own folder like its scripts.
const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl.toString();

export type Pdfjs = typeof pdfjs;

/**
 * pdf.js, ready to open documents. In the offers widget on another site's page the worker file is on
 * the careers origin, and a page may start workers only from its own: pdf.js would then try a blob:
 * worker (refused by most hosts' CSP, with a console error) before running the worker's code on the
 * page. That code is imported here at once instead (the remote's files are served with CORS).
 */
export async function loadPdfjs(): Promise<Pdfjs> {
  const scope = globalThis as { pdfjsWorker?: unknown };
  if (workerUrl.origin !== window.location.origin && !scope.pdfjsWorker) {
    scope.pdfjsWorker = await import(/* webpackIgnore: true */ workerUrl.toString());
  }
  return pdfjs;
}
