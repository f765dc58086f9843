import path from 'node:path';

// The `shared` option each bundle is built with (shared/federation.cjs). By path: jest maps @careers/shared/* to shared/src.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's config is a CommonJS file
const { sharedFor } = require('../../shared/federation.cjs') as {
  sharedFor: (dir: string, options?: { eager?: boolean }) => Record<string, { singleton: boolean; eager: boolean; requiredVersion: string | false; version: string }>;
};
const root = path.join(__dirname, '..', '..');

// Issue 27: the federation runtime parses a semver range with a dozen fresh regular expressions each time it hands a
// remote a shared module. A remote keeps its ranges on third-party libraries (built against another React, it is
// told), but not on @careers/shared's subpaths: the workspace's own package, same source as the remote, never
// versioned apart from it, so their check could never fail and was only work in every remote's start.
test("a remote checks the third-party libraries' versions, not @careers/shared's", () => {
  const shared = sharedFor(path.join(root, 'mf-search'));
  const own = Object.keys(shared).filter((key) => key.startsWith('@careers/shared/'));
  expect(own.length).toBeGreaterThan(5);
  for (const key of own) expect(shared[key]).toMatchObject({ singleton: true, requiredVersion: false });
  expect(shared.react?.requiredVersion).toMatch(/^\^19\./);
  expect(shared['react-dom/client']?.requiredVersion).toMatch(/^\^19\./);
});

test('the shell, whose copies are bundled in, checks none', () => {
  const shared = sharedFor(path.join(root, 'shell'), { eager: true });
  expect(Object.values(shared).every((entry) => entry.eager && entry.requiredVersion === false)).toBe(true);
});
