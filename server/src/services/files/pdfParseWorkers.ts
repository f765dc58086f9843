import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// pdf-lib, as the server resolves it, for the workers (which have no module context of their own).
const PDF_LIB = createRequire(__filename).resolve('pdf-lib');

// Plain JavaScript, run with `eval`: the worker needs no build step and works the same under jest.
// It loads pdf-lib once and then parses one file per message, so a check costs a parse, not a thread
// start and a library load (tens of milliseconds each, seconds on a busy machine). The CPU time it
// reports is its own thread's: on a busy machine a file that parses in 80 ms of CPU can take seconds
// of wall time and must not be refused as 'too slow' for that.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
// pdf-lib's warnings about a broken file are the file's, not the server's. (Piping the worker's
// stdout instead would keep the process alive: a piped stream holds a handle that unref() leaves.)
for (const name of ['log', 'info', 'warn', 'error', 'debug']) console[name] = () => {};
const cpu = typeof process.threadCpuUsage === 'function';
parentPort.on('message', (bytes) => {
  const started = cpu ? process.threadCpuUsage() : performance.now();
  const spent = () => {
    if (!cpu) return performance.now() - started;
    const used = process.threadCpuUsage(started);
    return (used.user + used.system) / 1000;
  };
  PDFDocument.load(bytes, { updateMetadata: false }).then(
    () => parentPort.postMessage({ result: 'parsed', ms: spent() }),
    () => parentPort.postMessage({ result: 'unreadable', ms: spent() }),
  );
});
parentPort.postMessage('ready');
`;

/** How long a worker may take to start and load pdf-lib: a backstop far above any busy machine's. */
const STARTUP_MS = 30_000;
/** A worker with nothing to parse for this long is ended (it holds a thread and tens of MB). */
const IDLE_MS = 30_000;

/** How a parse ended: its result, the worker's CPU time it took, and what stopped it when it did not finish. */
export interface ParseOutcome {
  result: 'parsed' | 'unreadable' | 'too_slow';
  cpuMs: number;
  /** 'budget': its CPU time ran out while it parsed; 'time': the wall-clock limit; 'failed': the worker died (out of memory, say). */
  stoppedBy?: 'budget' | 'time' | 'failed';
}

interface Slot {
  worker: Worker;
  ready: Promise<boolean>;
  idleTimer?: NodeJS.Timeout;
}

/**
 * A few pdf-lib workers kept warm and reused, one file at a time each; later files wait their turn
 * in order. A worker that is stopped (over its budget or time) or dies is dropped and a new one is
 * started for the next file. Workers never keep the process alive (they are unref'd) and end when
 * idle for IDLE_MS or on `closeIdle()`.
 */
export class PdfParseWorkers {
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<(slot: Slot | null) => void> = [];
  private live = 0;
  private started = 0;

  constructor(private readonly size: number) {}

  /** Workers started so far, and alive now. */
  state(): { started: number; live: number; waiting: number } {
    return { started: this.started, live: this.live, waiting: this.waiting.length };
  }

  /**
   * Parses `bytes` in a warm worker. The parse is stopped (the worker terminated) as soon as it has
   * taken `budgetMs` of the worker's CPU time, or `seconds` of wall time from when the worker got the
   * file; the wait for a worker does not count.
   */
  async parse(bytes: Uint8Array, seconds: number, budgetMs: number): Promise<ParseOutcome> {
    const slot = await this.acquire();
    if (!slot) return { result: 'too_slow', cpuMs: 0, stoppedBy: 'time' };
    return this.run(slot, bytes, seconds, budgetMs);
  }

  /** Ends the workers that have nothing to do (on server close); busy ones end when their file is done. */
  closeIdle(): void {
    for (const slot of this.idle.splice(0)) this.drop(slot);
  }

  private async acquire(): Promise<Slot | null> {
    const free = this.idle.pop();
    if (free) {
      clearTimeout(free.idleTimer);
      return free;
    }
    if (this.live < this.size) return this.spawn();
    // A finished parse hands its worker (or its place, when the worker was dropped) straight to the next in line.
    const handed = await new Promise<Slot | null>((resolve) => this.waiting.push(resolve));
    return handed ?? this.spawn();
  }

  private async spawn(): Promise<Slot | null> {
    this.live += 1;
    this.started += 1;
    const worker: Worker = new Worker(WORKER, {
      eval: true,
      workerData: { pdfLib: PDF_LIB },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    const slot: Slot = { worker, ready: Promise.resolve(false) };
    worker.unref();
    // An idle worker that dies (nothing should make it) leaves the pool; a busy one is handled by its parse.
    worker.on('error', () => {});
    worker.on('exit', () => {
      const at = this.idle.indexOf(slot);
      if (at === -1) return;
      this.idle.splice(at, 1);
      this.drop(slot);
    });
    const ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), STARTUP_MS);
      worker.once('message', () => {
        clearTimeout(timer);
        resolve(true);
      });
      worker.once('error', () => resolve(false));
      worker.once('exit', () => resolve(false));
    });
    slot.ready = ready;
    if (await ready) return slot;
    this.drop(slot);
    return null;
  }

  private run(slot: Slot, bytes: Uint8Array, seconds: number, budgetMs: number): Promise<ParseOutcome> {
    const { worker } = slot;
    return new Promise((resolve) => {
      let settled = false;
      let base: NodeJS.CpuUsage | undefined;
      let poll: NodeJS.Timeout | undefined;
      // The worker's CPU time as last read by the poll (what a parse stopped by the clock had taken).
      let polledMs = 0;
      const settle = (outcome: ParseOutcome, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(poll);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        if (keep) this.release(slot);
        else this.drop(slot);
        resolve(outcome);
      };
      const onMessage = ({ result, ms }: { result: 'parsed' | 'unreadable'; ms: number }) => {
        // The worker's own count decides too: the poll below looks only every few milliseconds.
        settle(ms > budgetMs ? { result: 'too_slow', cpuMs: ms, stoppedBy: 'budget' } : { result, cpuMs: ms }, true);
      };
      const onFailure = () => settle({ result: 'unreadable', cpuMs: 0, stoppedBy: 'failed' }, false);
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onFailure);
      const timer = setTimeout(() => settle({ result: 'too_slow', cpuMs: polledMs, stoppedBy: 'time' }, false), seconds * 1000);
      // pdf-lib parses synchronously, so the worker cannot stop itself: this thread reads the worker's
      // CPU time while it parses and terminates it once the budget is spent (Node without
      // Worker#cpuUsage has only the wall-clock limit).
      const cpuUsage = typeof worker.cpuUsage === 'function' ? worker.cpuUsage.bind(worker) : null;
      const send = () => {
        if (settled) return;
        worker.postMessage(bytes);
        if (!cpuUsage || !base) return;
        const from = base;
        poll = setInterval(() => {
          cpuUsage(from).then((used) => {
            const ms = (used.user + used.system) / 1000;
            polledMs = ms;
            if (ms > budgetMs) settle({ result: 'too_slow', cpuMs: ms, stoppedBy: 'budget' }, false);
          }, () => {});
        }, Math.min(50, Math.max(5, budgetMs / 10)));
      };
      if (!cpuUsage) send();
      else cpuUsage().then((usage) => { base = usage; send(); }, () => send());
    });
  }

  /** Back to the idle list, or straight to the next file waiting. */
  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) return next(slot);
    slot.idleTimer = setTimeout(() => {
      const at = this.idle.indexOf(slot);
      if (at !== -1) this.idle.splice(at, 1);
      this.drop(slot);
    }, IDLE_MS);
    slot.idleTimer.unref();
    this.idle.push(slot);
  }

  /** Terminates the worker; its place goes to the next file waiting, which starts a new one. */
  private drop(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    void slot.worker.terminate();
    this.live -= 1;
    this.waiting.shift()?.(null);
  }
}

/** The server's parse workers: two at most (a worker costs a thread and tens of MB), one on a single core. */
export const pdfParseWorkers = new PdfParseWorkers(Math.min(2, availableParallelism()));
