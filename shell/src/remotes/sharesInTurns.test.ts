import { createInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { sharesInTurns } from './sharesInTurns';

// Issue 27 (Total Blocking Time): a remote asks for its shared modules all at once, and the runtime's work for each
// (range checks, the remote's own copy fetched) ran in the one task that evaluated the remote's expose. Each share
// now waits for a browser task of its own first; the test holds those turns and lets them go one at a time.
test("a remote's shared modules are resolved one per browser task, each after its own turn, all of them in the end", async () => {
  const SHARED = 6;
  const turns: Array<() => void> = [];
  registerGlobalPlugins([sharesInTurns(() => new Promise<void>((resolve) => turns.push(resolve)))]);
  const resolved: number[] = [];
  const shared = Object.fromEntries(
    Array.from({ length: SHARED }, (_, i) => [
      `lib-${i}`,
      {
        version: '1.2.3',
        // The remote's own copy (a chunk to fetch in the browser): got once its share is resolved.
        get: async () => {
          resolved.push(i);
          return () => ({ i });
        },
        shareConfig: { singleton: true, requiredVersion: '^1.2.0' },
      },
    ]),
  );
  // Made after the plugin is registered, as a remote's instance is after the shell's start.
  const remote = createInstance({ name: 'careers_shares_in_turns_test', remotes: [], shared });
  const loads = Array.from({ length: SHARED }, (_, i) => remote.loadShare<{ i: number }>(`lib-${i}`));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  await settle();
  // Nothing resolved in the task that asked: every share waits for its turn.
  expect(resolved).toEqual([]);
  expect(turns).toHaveLength(SHARED);
  for (const [turn, giveTurn] of turns.entries()) {
    giveTurn();
    await settle();
    // One more share per turn given, not all of them.
    expect(resolved).toHaveLength(turn + 1);
  }
  const factories = await Promise.all(loads);
  expect(factories.map((factory) => (factory ? factory()?.i : null))).toEqual([0, 1, 2, 3, 4, 5]);
});
