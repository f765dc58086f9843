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

/** A bounded destination on file descriptor `fd` (logDestination's, and tests' on a pipe of their own). */
export function boundedDestination(fd: number, maxBytes: number): BoundedLogDestination {
  const stream = pino.destination({ dest: fd, sync: false, maxLength: maxBytes });
  let dropped = 0;
  stream.on('drop', () => {
    dropped += 1;
  });
  // 'drain': everything buffered has been written, so the reader reads again.
  stream.on('drain', () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    stream.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, hostname: hostname(), dropped: count, msg: `${count} log lines dropped` })}\n`);
  });
  return {
    write: (line) => void stream.write(line),
    get droppedLines() {
      return dropped;
    },
  };
}
