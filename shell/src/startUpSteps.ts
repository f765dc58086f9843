import { nextTask } from './remotes/nextTask';

/**
 * Runs each step in a browser task of its own, in order (issue 27, Total Blocking Time): a step starts once the
 * previous one's promise has settled and the browser had a turn (a paint, a tap). Resolves after the last step.
 */
export async function runInTasks(steps: readonly (() => Promise<unknown>)[], yieldTask: () => Promise<void> = nextTask): Promise<void> {
  for (const step of steps) {
    await yieldTask();
    await step();
  }
}
