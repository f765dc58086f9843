import { turns, TurnsFull } from './boundedWorker';

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
