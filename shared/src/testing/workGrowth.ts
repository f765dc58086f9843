import { readFileSync } from 'node:fs';

/**
 * Below this, work on a ten times longer input grew linearly (about 10; a fixed cost makes it less).
 * Quadratic work, such as a backtracking regular expression, grows about 100 times.
 */
export const LINEAR_GROWTH = 30;

// Each measurement repeats the work for at least this much CPU time, so short calls are still timed.
// Linux counts a thread's time in scheduler ticks (4 ms on these machines, whichever clock reads it), so
// a measurement is off by up to one tick: 40 ms keeps that under a tenth (10 ms let a linear 10 read 36).
const BUDGET_NANOS = 40_000_000;
const ROUNDS = 3;
const THREAD_CLOCK = '/proc/thread-self/schedstat';

function threadClock(): (() => number) | null {
  try {
    // Linux: nanoseconds this thread has run. Only this thread: the garbage collector's and the
    // optimising compiler's threads, busy after a test file loads, would count against whichever size
    // ran then (a linear first test measured 25 instead of 10 with the whole process's time).
    const read = () => Number(readFileSync(THREAD_CLOCK, 'latin1').split(' ')[0]);
    return read() > 0 ? read : null;
  } catch {
    return null;
  }
}

const processClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
};

let clock: (() => number) | undefined;
const cpuNanos = () => (clock ??= threadClock() ?? processClock)();

function cpuPerCall(work: (input: string) => unknown, input: string): number {
  const start = cpuNanos();
  let calls = 0;
  // Doubling batches: the clock is read a few times per measurement, not once per (maybe tiny) call.
  for (let batch = 1; ; batch *= 2) {
    for (let i = 0; i < batch; i++) work(input);
    calls += batch;
    const spent = cpuNanos() - start;
    if (spent >= BUDGET_NANOS) return spent / calls;
  }
}

/**
 * How many times more CPU time `work` needs for an input ten times as long (`inputOf(length * 10)`
 * against `inputOf(length)`). A ratio, never a time: a slow or busy machine slows both sides alike,
 * and the best of a few rounds drops the odd garbage collection. It finds super-linear work, such as a
 * regular expression that backtracks quadratically, without a clock threshold in the test.
 * 4,000 → 40,000 characters: long enough for quadratic work to show, short enough that a regression
 * fails in seconds rather than minutes.
 * @example expect(workGrowth((s) => PATTERN.test(s), (n) => 'a'.repeat(n) + '!')).toBeLessThan(LINEAR_GROWTH)
 */
export function workGrowth(work: (input: string) => unknown, inputOf: (length: number) => string, length = 4_000): number {
  const small = inputOf(length);
  const large = inputOf(length * 10);
  // Warm-up: the first calls compile the code and its regular expressions, and optimise both.
  cpuPerCall(work, small);
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  let growth = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    bestSmall = Math.min(bestSmall, cpuPerCall(work, small));
    bestLarge = Math.min(bestLarge, cpuPerCall(work, large));
    growth = bestLarge / bestSmall;
    // More rounds only lower the ratio: once it is linear, it is settled.
    if (growth < LINEAR_GROWTH) break;
  }
  return growth;
}
