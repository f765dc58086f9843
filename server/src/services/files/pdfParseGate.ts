import { createRequire } from 'node:module';
import { runBoundedWorker, turns, WORKER_STARTED } from './boundedWorker';

/** How long the worker may parse (counted once pdf-lib is loaded) before it is stopped. */
export const PDF_PARSE_SECONDS = 3;

/**
 * How much CPU time the parse itself may take in the worker. The server parses the file again on its own
 * thread (the checks, the seal), so this bounds that too; a signed letter takes tens of
 * milliseconds, a 10 MB scan a few hundred at most.
 */
export const PDF_PARSE_BUDGET_MS = 500;

// pdf-lib, as the server resolves it, for the worker (which has no module context of its own).
const PDF_LIB = createRequire(__filename).resolve('pdf-lib');

// Plain JavaScript, run with `eval`: the worker needs no build step and works the same under jest.
// The budget counts the worker thread's own CPU time, not the clock: on a busy machine (other
// requests, other instances, a test run beside it) a file that parses in 80 ms of CPU can take
// seconds of wall time, and must not be refused as 'too slow' for that. The wall clock still
// bounds the parse (PDF_PARSE_SECONDS, counted from the moment pdf-lib is loaded: thread start and library load under load are not the file's cost). Node without threadCpuUsage counts the clock.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
parentPort.postMessage(workerData.started);
const cpu = typeof process.threadCpuUsage === 'function';
const started = cpu ? process.threadCpuUsage() : performance.now();
const spent = () => {
  if (!cpu) return performance.now() - started;
  const used = process.threadCpuUsage(started);
  return (used.user + used.system) / 1000;
};
PDFDocument.load(workerData.bytes, { updateMetadata: false }).then(
  () => parentPort.postMessage({ result: 'parsed', ms: spent() }),
  () => parentPort.postMessage({ result: 'unreadable', ms: spent() }),
);
`;

export type ParseGateResult = 'parsed' | 'unreadable' | 'too_slow';

/** Workers parsing at once; later files wait their turn (a worker costs a thread and tens of MB). */
const inTurn = turns(2);

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
async function parseInWorker(bytes: Uint8Array, seconds: number, budgetMs: number): Promise<ParseGateResult> {
  const outcome = await runBoundedWorker<{ result: string; ms: number }>({ source: WORKER, workerData: { bytes, pdfLib: PDF_LIB, started: WORKER_STARTED }, seconds, announcesStart: true });
  if ('stopped' in outcome) return outcome.stopped === 'out_of_time' ? 'too_slow' : 'unreadable';
  const { result, ms } = outcome.message;
  return ms > budgetMs ? 'too_slow' : result === 'parsed' ? 'parsed' : 'unreadable';
}
