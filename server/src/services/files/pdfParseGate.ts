import { pdfParseWorkers, type ParseOutcome } from './pdfParseWorkers';

/** How long the worker may parse one file (wall time, counted from when it gets the file) before it is stopped. */
export const PDF_PARSE_SECONDS = 3;

/**
 * How much CPU time the parse itself may take in the worker; it is stopped once it has taken this. The
 * server parses the file again on its own thread (the checks, the seal), so this bounds that too; a
 * signed letter takes tens of milliseconds, a 10 MB scan a few hundred at most.
 */
const PDF_PARSE_BUDGET_MS = 500;

export type ParseGateResult = ParseOutcome['result'];

/**
 * Parses the bytes with pdf-lib in a worker thread and answers whether the parse took at most
 * `budgetMs` of CPU time: the worker is stopped as soon as it has spent that, or after `seconds`
 * whatever it is doing. pdf-lib's parser is synchronous and, on some inputs (long runs of comment
 * characters, say), quadratic: a 228 KB upload held the event loop for 4.8 s. Whatever the server
 * parses on its own thread (the upload checks, sealing) passes this gate first, so such a file costs
 * one worker at most its budget and never stops the site. The worker's heap is capped too; a file
 * that exceeds it is 'unreadable'. The workers are kept warm and reused (pdfParseWorkers.ts); at
 * most two files are parsed at once, the others wait their turn.
 */
export async function parsesInTime(bytes: Uint8Array, seconds = PDF_PARSE_SECONDS, budgetMs = PDF_PARSE_BUDGET_MS): Promise<ParseGateResult> {
  return (await pdfParseWorkers.parse(bytes, seconds, budgetMs)).result;
}
