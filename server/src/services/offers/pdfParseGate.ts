import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How long the worker may run at all (starting, loading pdf-lib, parsing) before it is stopped. */
export const PDF_PARSE_SECONDS = 3;

/**
 * How long the parse itself may take in the worker. The server parses the file again on its own
 * thread (the checks, the seal), so this bounds that too; a signed letter takes tens of
 * milliseconds, a 10 MB scan a few hundred at most.
 */
export const PDF_PARSE_BUDGET_MS = 500;

// pdf-lib, as the server resolves it, for the worker (which has no module context of its own).
const PDF_LIB = createRequire(__filename).resolve('pdf-lib');

// Plain JavaScript, run with `eval`: the worker needs no build step and works the same under jest.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
const started = performance.now();
PDFDocument.load(workerData.bytes, { updateMetadata: false }).then(
  () => parentPort.postMessage({ result: 'parsed', ms: performance.now() - started }),
  () => parentPort.postMessage({ result: 'unreadable', ms: performance.now() - started }),
);
`;

export type ParseGateResult = 'parsed' | 'unreadable' | 'too_slow';

/** Workers parsing at once; later files wait their turn (a worker costs a thread and tens of MB). */
const AT_ONCE = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished call hands its turn straight to the next waiter, so no newcomer slips in between.
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Parses the bytes with pdf-lib in a worker thread and answers whether the parse took at most
 * `budgetMs` (the worker is stopped after `seconds` whatever it is doing). pdf-lib's parser is synchronous and, on some inputs (long runs of comment characters,
 * say), quadratic: a 228 KB upload held the event loop for 4.8 s. Whatever the server parses on its
 * own thread (the upload checks, sealing) passes this gate first, so such a file costs one worker
 * at most `seconds` and never stops the site. The worker's heap is capped too; a file that exceeds
 * it is 'unreadable'. At most two files are parsed at once; the others wait their turn.
 */
export function parsesInTime(bytes: Uint8Array, seconds = PDF_PARSE_SECONDS, budgetMs = PDF_PARSE_BUDGET_MS): Promise<ParseGateResult> {
  return inTurn(() => parseInWorker(bytes, seconds, budgetMs));
}

/** The limit counts from the worker's start, not from the wait for a turn. */
function parseInWorker(bytes: Uint8Array, seconds: number, budgetMs: number): Promise<ParseGateResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { bytes, pdfLib: PDF_LIB },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (result: ParseGateResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle('too_slow'), seconds * 1000);
    worker.once('message', ({ result, ms }: { result: string; ms: number }) =>
      settle(ms > budgetMs ? 'too_slow' : result === 'parsed' ? 'parsed' : 'unreadable'),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the worker.
    worker.once('error', () => settle('unreadable'));
    worker.once('exit', () => settle('unreadable'));
  });
}
