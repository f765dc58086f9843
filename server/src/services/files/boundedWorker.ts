import { Worker } from 'node:worker_threads';

// Untrusted files are parsed by libraries whose cost we cannot bound from outside (pdf-lib's
// quadratic parser, pdf.js, mammoth): each parse runs in a worker thread with a capped heap that is
// stopped after a time limit, a few at a time, so a hostile file costs one worker for a bounded time
// and never the server's event loop.

/** Thrown by a `turns` gate whose wait line is full: the work was not started and will not be. */
export class TurnsFull extends Error {
  override name = 'TurnsFull';
}

/**
 * Lets at most `atOnce` pieces of work run together; the others wait their turn, in order. At most
 * `maxWaiting` wait (unbounded when not given); one more is refused at once with TurnsFull, so a
 * burst of slow work cannot make everyone's wait grow without end.
 */
export function turns(atOnce: number, maxWaiting = Infinity): Turns {
  let running = 0;
  const waiting: Array<() => void> = [];
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    // A finished call hands its turn straight to the next waiter, so no newcomer slips in between.
    if (running >= atOnce) {
      if (waiting.length >= maxWaiting) throw new TurnsFull('every turn is taken and the wait line is full');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return Object.assign(inTurn, { state: () => ({ running, waiting: waiting.length }) });
}

/** A `turns` gate: runs work in its turn; `state` says how many run and wait now. */
export type Turns = (<T>(work: () => Promise<T>) => Promise<T>) & { state(): { running: number; waiting: number } };

export interface BoundedWorkerOptions {
  /** Plain CommonJS source run with `eval` (no build step; the same under jest). It posts one message. */
  source: string;
  workerData: unknown;
  /** The worker is stopped this long after it starts (with `announcesStart`, after it says so), whatever it is doing. */
  seconds: number;
  /**
   * The source posts WORKER_STARTED once its libraries are loaded, and `seconds` counts from then:
   * on a busy machine, starting a thread and loading a library can take seconds that say nothing
   * about the file. Until then a backstop of STARTUP_SECONDS applies.
   */
  announcesStart?: boolean;
  /** Drop the worker's stdout and stderr (a library's warnings about a broken file are the file's). */
  quiet?: boolean;
}

/** What a worker source may post once loaded, before its one message (see BoundedWorkerOptions.seconds). */
export const WORKER_STARTED = 'bounded-worker:started';

/** How long a worker may take to start and load its libraries: a backstop far above any busy machine's. */
const STARTUP_SECONDS = 30;

/** The worker's first message, or why there is none: out of time, or failed (out of memory, say). */
export type WorkerOutcome<M> = { message: M } | { stopped: 'out_of_time' | 'failed' };

/** Runs `source` in a worker thread with a 256 MB heap and answers how it ended; the worker is always terminated. */
export function runBoundedWorker<M>({ source, workerData, seconds, quiet = false, announcesStart = false }: BoundedWorkerOptions): Promise<WorkerOutcome<M>> {
  return new Promise((resolve) => {
    const worker = new Worker(source, {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
      stdout: quiet,
      stderr: quiet,
    });
    if (quiet) {
      worker.stdout.resume();
      worker.stderr.resume();
    }
    let settled = false;
    const settle = (outcome: WorkerOutcome<M>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const outOfTime = () => settle({ stopped: 'out_of_time' });
    let timer = setTimeout(outOfTime, (announcesStart ? Math.max(seconds, STARTUP_SECONDS) : seconds) * 1000);
    let started = false;
    worker.on('message', (message: M | typeof WORKER_STARTED) => {
      if (announcesStart && message === WORKER_STARTED && !started) {
        started = true;
        clearTimeout(timer);
        timer = setTimeout(outOfTime, seconds * 1000);
        return;
      }
      settle({ message: message as M });
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other failure of the worker.
    worker.once('error', () => settle({ stopped: 'failed' }));
    worker.once('exit', () => settle({ stopped: 'failed' }));
  });
}
