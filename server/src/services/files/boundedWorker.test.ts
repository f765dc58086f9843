import { runBoundedWorker, turns, TurnsFull, WORKER_STARTED } from './boundedWorker';

test('turns: at most `atOnce` run, at most `maxWaiting` wait, one more is refused at once and the line moves on', async () => {
  const inTurn = turns(2, 4);
  const releases: Array<() => void> = [];
  const started: number[] = [];
  const job = (n: number) => inTurn(() => new Promise<number>((resolve) => {
    started.push(n);
    releases.push(() => resolve(n));
  }));
  const accepted = [1, 2, 3, 4, 5, 6].map(job);
  expect(inTurn.state()).toEqual({ running: 2, waiting: 4 });
  await expect(job(7)).rejects.toBeInstanceOf(TurnsFull);
  expect(inTurn.state()).toEqual({ running: 2, waiting: 4 });
  expect(started).toEqual([1, 2]);
  releases[0]!();
  await accepted[0];
  await new Promise((resolve) => setImmediate(resolve));
  // The finished turn went to the first waiter; a newcomer now finds a place in the line again.
  expect(started).toEqual([1, 2, 3]);
  expect(inTurn.state()).toEqual({ running: 2, waiting: 3 });
  const eighth = job(8);
  expect(inTurn.state()).toEqual({ running: 2, waiting: 4 });
  // Each release starts the next waiter, in order.
  for (let released = 1; released < 7; released++) {
    releases[released]!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(started).toEqual([1, 2, 3, 4, 5, 6, 8]);
  expect(await Promise.all([...accepted, eighth])).toEqual([1, 2, 3, 4, 5, 6, 8]);
  expect(inTurn.state()).toEqual({ running: 0, waiting: 0 });
});

test('turns without a bound keeps everyone waiting, as before', async () => {
  const inTurn = turns(1);
  let release!: () => void;
  const first = inTurn(() => new Promise<void>((resolve) => { release = resolve; }));
  const rest = Array.from({ length: 50 }, () => inTurn(async () => 1));
  expect(inTurn.state()).toEqual({ running: 1, waiting: 50 });
  release();
  await first;
  expect((await Promise.all(rest)).length).toBe(50);
});

describe('runBoundedWorker', () => {
  const slowStart = (ms: number, announce: boolean) => `
const { parentPort } = require('node:worker_threads');
const until = Date.now() + ${ms};
while (Date.now() < until) {}
${announce ? `parentPort.postMessage(${JSON.stringify(WORKER_STARTED)});` : ''}
parentPort.postMessage('done');
`;

  it('with announcesStart, counts its limit from the start message: a slow library load is not the file\'s time', async () => {
    // A start (thread, libraries) that takes longer than the whole limit, as on a busy machine.
    await expect(runBoundedWorker({ source: slowStart(1500, true), workerData: null, seconds: 1, announcesStart: true })).resolves.toEqual({ message: 'done' });
  });

  it('without it, the limit counts from the thread\'s creation, as before', async () => {
    await expect(runBoundedWorker({ source: slowStart(1500, false), workerData: null, seconds: 1 })).resolves.toEqual({ stopped: 'out_of_time' });
  });

  it('after the start message, work past the limit is stopped', async () => {
    const source = `
const { parentPort } = require('node:worker_threads');
parentPort.postMessage(${JSON.stringify(WORKER_STARTED)});
while (true) {}
`;
    await expect(runBoundedWorker({ source, workerData: null, seconds: 1, announcesStart: true })).resolves.toEqual({ stopped: 'out_of_time' });
  });
});
