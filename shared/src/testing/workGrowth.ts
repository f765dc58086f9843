/**
 * Below this, work on a ten times longer input grew linearly (about 10; a fixed cost makes it less).
 * Quadratic work, such as a backtracking regular expression, grows about 100 times.
 */
export const LINEAR_GROWTH = 30;

// Each measurement repeats the work for at least this much CPU time, so short calls are still timed.
const BUDGET_MICROS = 10_000;
const ROUNDS = 3;

const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

function cpuPerCall(work: (input: string) => unknown, input: string): number {
  const start = cpuMicros();
  let calls = 0;
  let spent = 0;
  do {
    work(input);
    calls += 1;
    spent = cpuMicros() - start;
  } while (spent < BUDGET_MICROS);
  return spent / calls;
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
  // Warm-up: the first calls compile the code and the regular expressions.
  work(small);
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
