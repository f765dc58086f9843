// ESLint (flat config): TypeScript rules, React hooks rules are left to the type-checker and tests, and import
// boundaries that encode ARCHITECTURE.md §1-3. Runs in `npm test` (scripts/test.mjs) with knip (knip.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-search', 'mf-offers', 'mf-dashboard', 'mf-forms', 'mf-notifications'];

/** `no-restricted-imports` patterns forbidding the given import paths, with the rule's reason. */
const forbid = (groups, paths = []) => ({ 'no-restricted-imports': ['error', { patterns: groups, paths }] });

// Issue 28: the server reaches shared through its public face, as browser code does: a subpath among shared/package.json's
// exports (scripts/linkSharedFace.test.mjs checks), which the built server loads from the copy compiled beside it
// (scripts/linkSharedFace.mjs).
const SERVER_SHARED_BY_PATH = {
  group: ['**/shared/src/**'],
  message: "Import @careers/shared/<subpath> (shared/package.json's exports), not shared's files: the built server finds only the face, through the link to the shared code of its build.",
};
// The faces that load React, emotion, valtio or swr (or the server renderers' helper): the server reads the narrow
// subpath that holds what it needs (…/theme/tokens, …/i18n/formatMessage, …/location/routeTable, …/forms/rules).
const SERVER_BROWSER_FACES = ['transport', 'theme', 'i18n', 'state', 'mf', 'providers', 'ui', 'location', 'forms', 'forms/serverWidgets', 'ssr', 'testing'].map((face) => ({
  name: `@careers/shared/${face}`,
  message: 'This face loads React or other browser libraries; the server imports a narrow Node-safe subpath of it (shared/package.json), or one is added there.',
}));

// Browser code reads the contracts as types through @careers/shared/contracts (type-only, shared/src/contracts/index.ts).
// An area subpath (…/contracts/offers) holds the TypeBox schemas the server validates with: imported by a remote it
// would carry TypeBox and every schema of the area into that remote's bundle.
const BROWSER_CONTRACT_AREAS = {
  group: ['@careers/shared/contracts/*'],
  message: 'Browser code imports contract types from @careers/shared/contracts; its area subpaths carry TypeBox schemas into the bundle (they are the server\'s).',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', '.node/**', '.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused code is deleted, not kept: the `_` prefix marks a parameter a signature needs.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Types come from contracts and inference; an `any` needs a comment saying why.
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs', '*.mjs', '*.js', '**/webpack.config.*', 'jest.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', fetch: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', performance: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The server's static scripts run in the browser as they are, not built: a worker's globals, not Node's.
  {
    files: ['server/static/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', URL: 'readonly', Intl: 'readonly', postMessage: 'readonly' } },
  },
  // A remote never imports another remote: they meet only through the shell at run time (§1).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbid([
      { group: REMOTES.filter((r) => r !== remote).flatMap((r) => [`@careers/${r}`, `@careers/${r}/*`, `**/${r}/**`]), message: 'A remote never imports another remote; share through @careers/shared.' },
      { group: ['**/shell/src/**', '@careers/shell', '@careers/shell/*'], message: 'Remotes do not import the shell.' },
      { group: ['**/server/src/**', '@careers/server', '@careers/server/*'], message: 'Browser code does not import the server; share types through shared/src/contracts.' },
      { group: ['**/shared/src/**'], message: 'Import @careers/shared/<area>, its public face, not its files.' },
      BROWSER_CONTRACT_AREAS,
    ]),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid([
      { group: REMOTES.flatMap((r) => [`@careers/${r}`, `@careers/${r}/*`, `**/${r}/src/**`]), message: 'The shell loads remotes at run time (module federation), never by import.' },
      { group: ['**/server/src/**', '@careers/server', '@careers/server/*'], message: 'Browser code does not import the server; share types through shared/src/contracts.' },
      { group: ['**/shared/src/**'], message: 'Import @careers/shared/<area>, its public face, not its files.' },
      BROWSER_CONTRACT_AREAS,
    ]),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbid([
      { group: [...REMOTES, 'shell'].flatMap((r) => [`@careers/${r}`, `@careers/${r}/*`, `**/${r}/src/**`]), message: 'shared is below every remote and the shell; it imports none of them.' },
      { group: ['**/server/src/**', '@careers/server', '@careers/server/*'], message: 'shared does not import the server.' },
      BROWSER_CONTRACT_AREAS,
    ]),
  },
  // One check of a plain click (§3.11, one of each primitive): whether a link's click is the page's to follow
  // (client-side navigation) or the browser's (new tab, new window, download) is `isPlainClick` of
  // @careers/shared/location. Written out by hand it drifted (some copies missed Alt, which downloads, or a click
  // already handled), so the shell and the remotes do not read Ctrl/Cmd themselves. A keyboard shortcut that
  // must (none so far) disables this on its line with `-- <why>`.
  {
    files: ['shell/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[property.name=/^(metaKey|ctrlKey)$/]',
          'MemberExpression[property.value=/^(metaKey|ctrlKey)$/]',
          'ObjectPattern > Property[key.name=/^(metaKey|ctrlKey)$/]',
          "CallExpression[callee.property.name='getModifierState']",
        ].map((selector) => ({
          selector,
          message: 'Use isPlainClick from @careers/shared/location for a link click (one rule: primary button, no modifier, not defaultPrevented, no target or download); a keyboard shortcut disables this on its line with a reason.',
        })),
      ],
    },
  },
  // Stores are plain JS (valtio): React only reads them (§3.3).
  {
    files: ['**/*Store.ts', '**/state/**/*.ts', '**/stores/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/**'],
    rules: forbid([{ group: ['react', 'react-dom', 'react/*', 'valtio/react', '@emotion/*'], message: 'A store never imports React; components read it with useSnapshot.' }]),
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      ...forbid([{ group: [...REMOTES, 'shell'].flatMap((r) => [`@careers/${r}`, `**/${r}/src/**`]), message: 'The server does not import browser packages.' }, SERVER_SHARED_BY_PATH], SERVER_BROWSER_FACES),
      // The server is CommonJS compiled by tsc; require() is how a few CommonJS-only modules load.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // The server's layers (after the block above: a later block's options replace an earlier one's): services hold the product's rules and know nothing of HTTP (§2).
  {
    files: ['server/src/services/**/*.ts', 'server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: forbid([
      { group: ['**/routes/**', '**/plugins/**', 'fastify', '@fastify/*'], message: 'services/ and db/ never import routes/, plugins/ or Fastify; routes call services.' },
      // Issue 28: a service says what went wrong in the product's words; the error handler alone picks the status.
      { group: ['**/errors', '!**/domainErrors'], message: 'services/ and db/ throw a DomainError (domainErrors.ts), never an HTTP AppError; plugins/errorHandler.ts maps it to a status.' },
      { group: [...REMOTES, 'shell'].flatMap((r) => [`@careers/${r}`, `**/${r}/src/**`]), message: 'The server does not import browser packages.' },
      SERVER_SHARED_BY_PATH,
    ], SERVER_BROWSER_FACES),
  },
);
