import { hostname } from 'node:os';
import pino from 'pino';

/** Where the server writes its log lines, with how many it had to drop so far. */
export interface BoundedLogDestination {
  write(line: string): void;
  /** Lines dropped since the last "N log lines dropped" line went out. */
  readonly droppedLines: number;
}

/** LOG_BUFFER_BYTES' default: about 30,000 request lines waiting for a reader that stopped reading. */
export const DEFAULT_LOG_BUFFER_BYTES = 8 * 1024 * 1024;

/**
 * How long a log line may wait to be written with the lines after it.
 * @public logDestination.test.ts reads it in a child process (require() by path, which knip does not follow).
 */
export const LOG_BATCH_MS = 10;
/** How many characters of lines are written at once at most (a little more than one pipe buffer page). */
const LOG_BATCH_BYTES = 16 * 1024;

let shared: BoundedLogDestination | null = null;

/**
 * The process's stdout as a log destination (the site, the e-signature provider and the demo intranet
 * share it): pino's asynchronous writer, its buffer bounded by `maxBytes`. Unbounded, the buffer grows
 * with every line while whatever reads the pipe (a log shipper, `| tee`) stalls, until the process runs
 * out of memory. Bounded, a line that does not fit is dropped and counted, and once the reader has caught
 * up (the buffer is empty again) one warning says how many: `{"level":40,…,"dropped":N,"msg":"N log lines
 * dropped"}`. Blocking instead would stop every request while the reader stalls (see README, Logs).
 * The first call's bound applies to the whole process.
 */
export function logDestination(maxBytes: number = DEFAULT_LOG_BUFFER_BYTES): BoundedLogDestination {
  shared ??= boundedDestination(1, maxBytes);
  return shared;
}

/**
 * A bounded destination on file descriptor `fd` (logDestination's, and tests' on a pipe of their own).
 * @public logDestination.test.ts calls it in a child process (require() by path, which knip does not follow).
 */
export function boundedDestination(fd: number, maxBytes: number): BoundedLogDestination {
  const stream = pino.destination({ dest: fd, sync: false, maxLength: maxBytes });
  let dropped = 0;
  // A batch that does not fit is dropped whole: each of its lines counts.
  stream.on('drop', (data: string) => {
    dropped += linesIn(data);
  });
  // 'drain': everything buffered has been written, so the reader reads again.
  stream.on('drain', () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    stream.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, hostname: hostname(), dropped: count, msg: `${count} log lines dropped` })}\n`);
  });
  // Lines wait up to LOG_BATCH_MS (or until LOG_BATCH_BYTES of them) and go to the writer as one write.
  // Handed over one at a time, under load (a line per request, 32 connections) the writer measured its
  // buffer again for every line and wrote the pipe far more often, each write a hand-over to libuv's
  // threads and a wake-up of the reader: about a tenth of a /healthz request's time (README, Logs).
  let batch = '';
  let timer: NodeJS.Timeout | null = null;
  const handOver = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const lines = batch;
    batch = '';
    if (lines) stream.write(lines);
  };
  // A process that exits (process.exit after a fatal error) still writes the turn's lines; pino's own
  // exit handler may already have run, so this one writes synchronously what is left.
  process.once('exit', () => {
    handOver();
    try {
      stream.flushSync();
    } catch {
      // Not open yet, or already closed: nothing more can be written.
    }
  });
  return {
    write: (line) => {
      batch += line;
      if (batch.length >= LOG_BATCH_BYTES) handOver();
      // unref: a line waiting never keeps the process alive (the exit handler writes it).
      else timer ??= setTimeout(handOver, LOG_BATCH_MS).unref();
    },
    get droppedLines() {
      return dropped;
    },
  };
}

/** How many lines `data` holds (each ends with a newline). */
function linesIn(data: string): number {
  let count = 0;
  for (let i = data.indexOf('\n'); i >= 0; i = data.indexOf('\n', i + 1)) count += 1;
  return count;
}
