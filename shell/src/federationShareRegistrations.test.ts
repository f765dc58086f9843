import { createInstance } from '@module-federation/enhanced/runtime';

// The federation runtime registers the host's shared modules when sharing starts. Up to 2.9.3 it started again
// for every shared module handed out (each loadShare/loadShareSync without an init scope got a fresh one), so the
// host's whole share table was registered once per module: 2,369 registrations (and as many hook calls) in the
// shell's start on a job page, repeated in every main-thread task of it (issue 27, TBT). patches/ carries the fix
// (module-federation/core#5062) until a release does; this test fails if an upgrade drops it unfixed.
test('handing out N shared modules registers the share table once, not N times', () => {
  const SHARED = 25;
  let registrations = 0;
  const shared = Object.fromEntries(
    Array.from({ length: SHARED }, (_, i) => [`lib-${i}`, { version: '1.0.0', lib: () => ({ i }), shareConfig: { singleton: true, requiredVersion: false as const } }]),
  );
  const federation = createInstance({
    name: 'careers_registrations_test',
    remotes: [],
    shared,
    plugins: [{ name: 'count-registrations', afterRegisterShare: () => void registrations++ }],
  });
  const atStart = registrations;
  for (let i = 0; i < SHARED; i++) {
    const factory = federation.loadShareSync<{ i: number }>(`lib-${i}`);
    expect(factory?.()).toEqual({ i });
  }
  // Once when created and once when sharing starts; before the fix 25 + 25 × 25.
  expect(atStart).toBe(SHARED);
  expect(registrations).toBe(2 * SHARED);
});
