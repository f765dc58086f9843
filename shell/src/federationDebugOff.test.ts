import { readFileSync } from 'node:fs';
import path from 'node:path';

// The build of the shell (CommonJS, run by webpack in Node; its webpack.config.js calls hostConfig) and the
// federation runtime's sdk it bundles into main.js. By path: jest maps @careers/shared/* to shared/src.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's config is a CommonJS file
const { hostConfig } = require('../../shared/federation.cjs') as {
  hostConfig: (options: { dir: string; name: string; entry: string; publicPath: string }) => (env: object, argv: object) => WebpackConfig;
};
const shellDir = path.join(__dirname, '..');

interface Rule {
  test?: RegExp;
  loader?: string;
}
interface WebpackConfig {
  module: { rules: Rule[] };
}
type Loader = (this: { resourcePath: string }, source: string) => string;

const sdkDir = path.dirname(require.resolve('@module-federation/sdk', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] }));
// The ES module build (the one main.js bundles) and the CommonJS one (run here, where jest has no ES modules).
const envEsm = path.join(sdkDir, 'env.js');
const envCjs = path.join(sdkDir, 'env.cjs');

/** The loaders the shell's production build applies to `file`. */
function loadersFor(file: string): Loader[] {
  const host = hostConfig({ dir: shellDir, name: 'shell', entry: path.join(shellDir, 'src/index.ts'), publicPath: '/shell/' })({ buildId: 'test' }, { mode: 'production' });
  return (
    host.module.rules
      .filter((rule) => rule.test?.test(file) && rule.loader)
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS file
      .map((rule) => require(rule.loader as string) as Loader)
  );
}

/** The sdk's CommonJS env module as the shell's build hands it on: its isDebugMode. */
function isDebugModeAsBuilt(file: string, loaders: Loader[]): () => boolean {
  const source = loaders.reduce((text, loader) => loader.call({ resourcePath: file }, text), readFileSync(file, 'utf8'));
  const module = { exports: {} as { isDebugMode: () => boolean } };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the sdk's CommonJS files, as the module asks
  const requireBeside = (request: string) => require(path.join(sdkDir, request)) as unknown;
  // The module's code runs here as webpack would run it in the page (a CommonJS wrapper).
  new Function('require', 'module', 'exports', source)(requireBeside, module, module.exports);
  return module.exports.isDebugMode;
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test("the federation runtime in the shell's build never opens localStorage to decide its debug mode (issue 27)", () => {
  // Even a visitor who set the sdk's switch gets no debug output, and the storage is not read.
  localStorage.setItem('FEDERATION_DEBUG', '1');
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  expect(isDebugModeAsBuilt(envCjs, loadersFor(envCjs))()).toBe(false);
  expect(getItem).not.toHaveBeenCalled();
});

test("the sdk's own isDebugMode reads localStorage on every call (what the build takes away)", () => {
  localStorage.setItem('FEDERATION_DEBUG', '1');
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  const isDebugMode = isDebugModeAsBuilt(envCjs, []);
  expect(isDebugMode()).toBe(true);
  isDebugMode();
  expect(getItem).toHaveBeenCalledTimes(2);
});

test('both builds of the sdk (the ES module one main.js uses and the CommonJS one) go through the loader', () => {
  for (const file of [envEsm, envCjs]) expect(loadersFor(file)).toHaveLength(1);
});

test('an sdk that decides debug mode some other way fails the build instead of reading the storage again', () => {
  const [loader] = loadersFor(envEsm);
  expect(() => loader?.call({ resourcePath: 'env.js' }, 'export function isDebugMode() { return Boolean(localStorage.FEDERATION_DEBUG); }')).toThrow(/no longer has/);
});
