// One jest run over every package. Browser packages run under jsdom, the server under node.
// @swc/jest compiles TS/TSX (2-3x faster here than ts-jest); ESM-only dependencies are
// compiled too (intl-messageformat and its @formatjs parts among them), with a pattern that allows pnpm's `.pnpm/` path segment.
const esmOnly = ['cookie', 'content-disposition', 'ol', 'rbush', 'quickselect', 'earcut', 'pbf', 'color-[a-z]+', 'geotiff', 'zarrita', 'numcodecs', 'kysely', 'intl-messageformat', '@formatjs/[a-z-]+', 'stemmer'].join('|');
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// @careers/shared is imported by package name, also from inside itself (federation needs that);
// jest does not follow package self-references, so map the subpaths to their folders.
const moduleNameMapper = { '^@careers/shared/(.*)$': '<rootDir>/../shared/src/$1' };
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnly})/)`];

const browser = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.browser.ts'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
});

module.exports = {
  projects: [
    browser('shared'),
    browser('shell'),
    browser('mf-search'),
    browser('mf-offers'),
    browser('mf-dashboard'),
    browser('mf-forms'),
    browser('mf-notifications'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
  ],
  // A budget, not a speed check: CI's two cores also run a build and a second worker, and a test app's
  // start-up (demo data, migrations) or 25 password hashes can pass 5 s there. No test asserts on time.
  testTimeout: 30_000,
};
