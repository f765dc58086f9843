import { extname, join } from 'node:path';
import { runBoundedWorker, turns } from '../files/boundedWorker';
import { UnreadableFile, type ImportFormat, type RawRow, type RowProblem } from './importFile';

/** How long reading one file may take at all (starting the worker included); a 10 MB file takes well under a second. */
export const IMPORT_READ_SECONDS = 30;

// importFile as this process has it: importFile.js in dist; under jest importFile.ts, which the
// worker (outside jest's transform) loads with Node's own type stripping. The worker needs no build
// step of its own, the same way the PDF and resume workers load their libraries.
const IMPORT_FILE = join(__dirname, `importFile${extname(__filename)}`);

// Plain JavaScript run with `eval`. Only the count goes back for a file of too many rows: copying
// millions of rows back to the server's thread would cost it what the worker just spared it.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readImportFile, UnreadableFile } = require(workerData.module);
try {
  const rows = readImportFile(workerData.text, workerData.format);
  parentPort.postMessage(rows.length > workerData.maxRows ? { count: rows.length } : { rows, count: rows.length });
} catch (error) {
  if (!(error instanceof UnreadableFile)) throw error;
  parentPort.postMessage({ problem: error.problem });
}
`;

/** Files read at once, server-wide (a worker costs a thread and up to a few hundred MB); the others wait their turn. */
const inTurn = turns(2);

/** The rows of a file (`rows` empty when there are more than `maxRows`), and how many there are. */
export interface ReadFile {
  rows: RawRow[];
  count: number;
}

/**
 * readImportFile in a worker thread with a capped heap, stopped after `seconds`: JSON.parse and the
 * CSV parser are synchronous, and on the server's thread a 10 MB file held every other request
 * (and /healthz) until it was read. Throws UnreadableFile as readImportFile does, and when the
 * worker runs out of time or memory.
 */
export function readImportFileInWorker(text: string, format: ImportFormat | undefined, maxRows: number, seconds = IMPORT_READ_SECONDS): Promise<ReadFile> {
  return inTurn(async () => {
    const outcome = await runBoundedWorker<{ rows?: RawRow[]; count: number } | { problem: RowProblem }>({
      source: WORKER,
      workerData: { module: IMPORT_FILE, text, format, maxRows },
      seconds,
    });
    if ('stopped' in outcome) {
      const why = outcome.stopped === 'out_of_time' ? `it took longer than ${seconds} seconds` : 'it is too large or too complex';
      throw new UnreadableFile({ line: 1, message: `the file could not be read (${why})` });
    }
    const { message } = outcome;
    if ('problem' in message) throw new UnreadableFile(message.problem);
    return { rows: message.rows ?? [], count: message.count };
  });
}
