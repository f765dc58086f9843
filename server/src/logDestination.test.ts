import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';

// A child process logs through the bounded destination into a pipe the test does not read (a log
// shipper that stalled), then the test starts reading. Node 24 runs the TypeScript module as it is.
const CHILD = `
const { boundedDestination } = require(${JSON.stringify(path.join(__dirname, 'logDestination.ts'))});
const destination = boundedDestination(1, 64 * 1024);
const line = (i) => JSON.stringify({ level: 30, msg: 'request completed', i, pad: 'x'.repeat(200) }) + '\\n';
let written = 0;
const heap = () => (globalThis.gc(), process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
const before = heap();
// about 8 MB in batches of 100 lines, the event loop free between them (the writer may write meanwhile).
function batch() {
  for (let k = 0; k < 100; k++) destination.write(line(written++));
  if (written < 32000) return setImmediate(batch);
  // The last lines reach the writer after LOG_BATCH_MS (one write for them all): count after that.
  setTimeout(() => process.stderr.write(JSON.stringify({ written, dropped: destination.droppedLines, grown: heap() - before }) + '\\n'), 50);
}
batch();
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

let child: ChildProcess | null = null;
afterEach(() => {
  // A failed expectation must not leave the child (and jest) waiting on its stdin.
  if (child?.exitCode === null) child.kill();
});

test('a stalled reader of the log pipe costs a bounded buffer; the lines that did not fit are counted in one line once it reads again', async () => {
  const proc = spawn(process.execPath, ['--expose-gc', '--disable-warning=ExperimentalWarning', '-e', CHILD], { stdio: ['pipe', 'pipe', 'pipe'] });
  child = proc;
  proc.stdout.pause();
  let stderr = '';
  const report = await new Promise<{ written: number; dropped: number; grown: number }>((resolve, reject) => {
    proc.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const first = stderr.split('\n')[0] as string;
      if (stderr.includes('\n')) {
        try {
          resolve(JSON.parse(first));
        } catch {
          reject(new Error(stderr));
        }
      }
    });
    proc.on('exit', () => reject(new Error(`child ended: ${stderr}`)));
  });
  // about 8 MB were logged while nobody read: most lines were dropped, not kept.
  expect(report.written).toBe(32000);
  expect(report.dropped).toBeGreaterThan(report.written / 2);
  // What the process holds for them: the 64 KB buffer, not the about 8 MB.
  expect(report.grown).toBeLessThan(1024 * 1024);

  // The reader comes back: what was kept arrives, then the count of what was not.
  const received: Record<string, unknown>[] = [];
  let rest = '';
  await new Promise<void>((resolve) => {
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() as string;
      for (const text of lines) {
        const entry = JSON.parse(text) as Record<string, unknown>;
        received.push(entry);
        if (typeof entry.dropped === 'number') resolve();
      }
    });
    proc.stdout.resume();
  });
  proc.stdin.end();
  await new Promise((resolve) => proc.once('exit', resolve));

  const kept = received.filter((entry) => entry.msg === 'request completed');
  const summary = received.at(-1) as Record<string, unknown>;
  expect(summary).toMatchObject({ level: 40, msg: `${report.dropped} log lines dropped`, dropped: report.dropped });
  expect(kept.length + report.dropped).toBe(report.written);
  // Kept lines arrive whole and in order.
  expect(kept.map((entry) => entry.i)).toEqual([...kept.map((entry) => entry.i as number)].sort((a, b) => a - b));
});

// Lines logged over many turns of the event loop (requests finishing one after another): the writes
// the pipe gets are counted (fs.write, which the writer calls for each), not timed.
const BATCHING_CHILD = `
const fs = require('node:fs');
const write = fs.write;
let writes = 0;
fs.write = (...args) => { writes += 1; return write(...args); };
const { boundedDestination, LOG_BATCH_MS } = require(${JSON.stringify(path.join(__dirname, 'logDestination.ts'))});
const destination = boundedDestination(1, 1024 * 1024);
let turn = 0;
function logSome() {
  for (let k = 0; k < 10; k++) destination.write(JSON.stringify({ level: 30, msg: 'request completed', turn, k }) + '\\n');
  if (++turn < 100) return setImmediate(logSome);
  setTimeout(() => process.stderr.write(JSON.stringify({ writes }) + '\\n'), (LOG_BATCH_MS ?? 10) * 5);
}
logSome();
`;

test('a thousand request lines over a hundred turns of the event loop reach the pipe in a few writes, every line whole and in order', async () => {
  const proc = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '-e', BATCHING_CHILD], { stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  proc.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await new Promise((resolve) => proc.once('close', resolve));
  const { writes } = JSON.parse(stderr) as { writes: number };
  const lines = stdout.trim().split('\n').map((text) => JSON.parse(text) as { turn: number; k: number });
  expect(lines.map((line) => line.turn * 10 + line.k)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  // About 50 KB of lines: a handful of 16 KB batches, not a write per turn (100) or per line (1,000).
  expect(writes).toBeLessThanOrEqual(10);
});
