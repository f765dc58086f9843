import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { extractRawText } from 'mammoth';
import type { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { runBoundedWorker, turns } from '../files/boundedWorker';
import { resumePdfProblem, type ResumePdfProblem } from './resumePdfCheck';

/**
 * How long reading one resume may take at all (starting the worker and loading the library
 * included). A resume's text takes well under a second; decompression bombs are refused before.
 */
const RESUME_READ_SECONDS = 5;
/** Pages read from a PDF; a resume longer than this has said what matters by then. */
const RESUME_MAX_PAGES = 20;
/** Characters kept from a resume's text. */
const RESUME_MAX_CHARS = 100_000;

const requireHere = createRequire(__filename);
const PDFJS = pathToFileURL(requireHere.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
const MAMMOTH = requireHere.resolve('mammoth');

// What the worker passes each library (checked here against their types; the worker adds the bytes).
// pdf.js: no eval of font programs, no font loading, no XFA, data only (nothing fetched).
const PDF_OPTIONS: Omit<Exclude<Parameters<typeof getDocument>[0], string | URL | ArrayBuffer | Uint8Array>, 'data'> = {
  isEvalSupported: false, disableFontFace: true, useSystemFonts: false, enableXfa: false, stopAtErrors: false, verbosity: 0, disableAutoFetch: true, disableStream: true,
};
// mammoth reads the bytes given as a buffer (`{ buffer }`), never a path.
type MammothInput = Extract<Parameters<typeof extractRawText>[0], { buffer: unknown }>;
const MAMMOTH_INPUT: keyof MammothInput = 'buffer';

// Plain JavaScript run with `eval` (no build step; the same under jest); each PDF page's text items
// joined by line.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { bytes, kind, maxPages, maxChars, pdfjs, pdfOptions, mammoth, mammothInput } = workerData;
async function pdfText() {
  const lib = await import(pdfjs);
  const task = lib.getDocument({ ...pdfOptions, data: bytes });
  const doc = await task.promise;
  let text = '';
  for (let i = 1; i <= Math.min(doc.numPages, maxPages) && text.length < maxChars; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    let lastY = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5];
      if (lastY !== null && Math.abs(y - lastY) > 1) text += '\\n';
      else if (text && !/\\s$/.test(text.slice(-1)) && item.str && !/^\\s/.test(item.str)) text += ' ';
      text += item.str;
      lastY = y;
      if (item.hasEOL) { text += '\\n'; lastY = null; }
    }
    text += '\\n';
    page.cleanup();
  }
  await doc.destroy();
  return text;
}
async function docxText() {
  const result = await require(mammoth).extractRawText({ [mammothInput]: Buffer.from(bytes) });
  return result.value;
}
(kind === 'pdf' ? pdfText() : docxText()).then(
  (text) => parentPort.postMessage({ text: text.slice(0, maxChars) }),
  () => parentPort.postMessage({ text: null }),
);
`;

export type ResumeKind = 'pdf' | 'docx';

/** Resumes read at once, server-wide (a worker costs a thread and tens of MB). */
export const RESUME_READERS = 2;
/** Resumes that may wait for a turn; one more is refused at once (TurnsFull) rather than left waiting. */
export const RESUME_WAITING = 4;
const inTurn = turns(RESUME_READERS, RESUME_WAITING);

/** How many resumes are being read and wait now (for tests and diagnostics). */
export const resumeReadersState = () => inTurn.state();

/** What reading a resume gave: its text, or why there is none ('unreadable': cannot be read in time or at all). */
export type ResumeReading = { text: string } | { problem: ResumePdfProblem };

/**
 * The text of a resume (PDF with pdf.js's legacy build, DOCX with mammoth), read in a worker thread
 * with a capped heap that is stopped after `seconds`: a hostile file (a PDF whose parse loops or
 * explodes in memory, a deeply nested document) costs one worker for a bounded time and never the
 * server's event loop. A PDF's compressed data is measured first within a budget
 * (resumePdfCheck.ts): pdf.js inflates into buffers the worker's heap cap does not cover. A DOCX
 * must have passed the container checks (services/forms/docxCheck.ts: no zip bomb) first.
 * At most RESUME_READERS read at once and RESUME_WAITING wait; beyond that this throws TurnsFull.
 */
export function readResume(bytes: Uint8Array, kind: ResumeKind, seconds = RESUME_READ_SECONDS, inflateBudget?: number): Promise<ResumeReading> {
  return inTurn(async () => {
    if (kind === 'pdf') {
      const problem = await resumePdfProblem(bytes, inflateBudget);
      if (problem) return { problem };
    }
    const outcome = await runBoundedWorker<{ text: string | null }>({
      source: WORKER,
      workerData: { bytes, kind, maxPages: RESUME_MAX_PAGES, maxChars: RESUME_MAX_CHARS, pdfjs: PDFJS, pdfOptions: PDF_OPTIONS, mammoth: MAMMOTH, mammothInput: MAMMOTH_INPUT },
      seconds,
      quiet: true,
    });
    return 'message' in outcome && typeof outcome.message.text === 'string' ? { text: outcome.message.text } : { problem: 'unreadable' };
  });
}

/** The text of a resume (see readResume), or null when there is none. */
export async function readResumeText(bytes: Uint8Array, kind: ResumeKind, seconds = RESUME_READ_SECONDS): Promise<string | null> {
  const reading = await readResume(bytes, kind, seconds);
  return 'text' in reading ? reading.text : null;
}
