import path from 'node:path';

// Fastify names a plugin by its display name, else by scanning every module in require.cache for one
// that exports it (fastify/lib/plugin-utils.js getPluginName). Under jest that cache is the whole
// module registry, and the scan cost ~70 ms per app. Every call is recorded with whether the
// function has a display name, i.e. whether the scan would run.
const pluginUtilsPath = path.join(path.dirname(require.resolve('fastify')), 'lib', 'plugin-utils.js');
const scanned: string[] = [];
jest.doMock(pluginUtilsPath, () => {
  const actual = jest.requireActual<{ getPluginName: (fn: () => unknown) => string | null; getDisplayName: (fn: () => unknown) => string | undefined }>(pluginUtilsPath);
  return {
    ...actual,
    getPluginName(fn: () => unknown) {
      if (!actual.getDisplayName(fn)) scanned.push(fn.name || fn.toString().slice(0, 60));
      return actual.getPluginName(fn);
    },
  };
});

const { createTestApp } = require('../testing/testApp') as typeof import('../testing/testApp');

test('Fastify names every plugin the app registers, route areas among them, without scanning require.cache', async () => {
  const { close } = await createTestApp();
  await close();
  expect(scanned).toEqual([]);
});
