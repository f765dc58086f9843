// The one definition of how every browser package is built: the shared singletons and the
// webpack + Module Federation config. The shell and all remotes call this file, so React, the
// router, emotion, valtio, swr and @careers/shared exist exactly once on any page.
'use strict';

const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const Minimizer = require('minimizer-webpack-plugin');
const webpack = require('webpack');

const federationDebugOff = require('./federationDebugOffLoader.cjs');
const sharedPackage = require('./package.json');

/**
 * Subpaths of @careers/shared that hold state or context and therefore must be singletons. Not
 * './contracts': browsers import its types only, so there is nothing to share at run time, and as a
 * shared key every remoteEntry.js (and the shell, eagerly) would carry it. Not './ssr': the server renderers'
 * helper (Node only, with @emotion/server), which no browser bundle may carry. Not './dev': the standalone dev
 * page of one remote (devRemoteConfig), never part of a federated build. Not a narrow subpath under an area
 * ('./forms/serverWidgets', './i18n/formatMessage', './contracts/*' …): the faces Node code reads without the area's
 * React parts (the server, the server renderers); browser code imports the area itself, and as a shared key each
 * remoteEntry.js would carry the subpath's files.
 */
const NOT_SHARED = new Set(['./package.json', './federation', './testing', './contracts', './ssr', './dev']);
const isNarrowSubpath = (key) => key.split('/').length > 2;
const sharedSubpaths = Object.keys(sharedPackage.exports)
  .filter((key) => !NOT_SHARED.has(key) && !isNarrowSubpath(key))
  .map((key) => `@careers/shared/${key.slice(2)}`);

/**
 * Third-party singletons. Subpaths are separate share keys: without `react-dom/client` and the
 * JSX runtimes listed, each bundle would carry its own react-dom client (STACK-NOTES).
 */
const thirdPartySingletons = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/react/jsx-runtime': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  '@emotion/cache': '@emotion/cache',
  valtio: 'valtio',
  'valtio/vanilla': 'valtio',
  'valtio/utils': 'valtio',
  'valtio/react': 'valtio',
  swr: 'swr',
  'single-spa-react': 'single-spa-react',
};

function installedVersion(owner, packageDir) {
  const file = require.resolve(`${owner}/package.json`, { paths: [packageDir, __dirname] });
  return require(file).version;
}

/**
 * Builds the `shared` option for a package: the singletons it declares, at the versions it asks
 * for. `eager` (the shell only) puts the package's own copies in its entry file instead of one
 * small file per library: ~25 requests fewer, and one gzip stream compresses better (with the
 * shell's bootstrap bundled in too, ~11 KB gzip less on every page). An eager copy also wins the
 * singleton tie against a remote's equal version, so the page never fetches a second one.
 */
function sharedFor(packageDir, { eager = false } = {}) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const deps = { ...(pkg.dependencies || {}), ...(pkg.peerDependencies || {}) };
  // The host (eager) uses the copies bundled into its own entry, which its build already matched to its
  // ranges: no range to check at run time. The federation runtime parses a range with a dozen fresh regular
  // expressions per shared module it hands out (~70 ms of the shell's start on a phone at 4x CPU, issue 27).
  // Remotes keep their ranges, so a remote built against an incompatible version is still told.
  const range = (requiredVersion) => (eager ? false : requiredVersion);
  const shared = {};
  for (const [key, owner] of Object.entries(thirdPartySingletons)) {
    // A package shares only the libraries it declares: every shared key costs a line in its
    // remoteEntry.js, which embedded widgets download on pages that are not ours.
    if (!deps[owner]) continue;
    // Subpath folders have no package.json of their own, so name the owner's installed version.
    shared[key] = { singleton: true, eager, requiredVersion: range(deps[owner]), version: installedVersion(owner, packageDir) };
  }
  // @careers/shared is this workspace's own package, built with every bundle from the same source and never
  // versioned apart from it (its version stays 0.1.0): a range on it can never fail, and checking one costs the
  // federation runtime a semver parse per subpath in every remote's start (issue 27). No range, in remotes too.
  for (const key of sharedSubpaths) {
    shared[key] = { singleton: true, eager, requiredVersion: false, version: sharedPackage.version };
  }
  return shared;
}

/** Container names must be identifiers; package names keep their dashes everywhere else. */
function containerName(packageName) {
  return packageName.replace(/-/g, '_');
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            target: 'es2020',
          },
        },
      },
      // Runs first: reads the TypeScript source's ICU texts and appends their syntax trees (issue 27).
      { loader: require.resolve('./precompileMessagesLoader.cjs') },
    ],
  };
}

/**
 * The ICU parser is replaced by its `no-parser` build (the syntax-tree types and helpers only): every message is
 * parsed at build time by precompileMessagesLoader.cjs, and a text the build did not see fails with its name.
 * Resolved from intl-messageformat's folder, so it is the parser version the formatter was built against.
 */
function noIcuParser() {
  const formatter = path.dirname(require.resolve('intl-messageformat', { paths: [__dirname] }));
  const parser = path.dirname(require.resolve('@formatjs/icu-messageformat-parser', { paths: [formatter] }));
  return { '@formatjs/icu-messageformat-parser$': path.join(parser, 'no-parser.js') };
}

/**
 * Build-time switches of the federation runtime: browser-only code (drops its Node script
 * loader), no debug logging, and never `new Function` (the site's CSP has no 'unsafe-eval').
 */
function browserOnly(extra = {}) {
  return new webpack.DefinePlugin({
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_DEBUG: 'false',
    FEDERATION_ALLOW_NEW_FUNCTION: 'false',
    ...extra,
  });
}

/**
 * provideExternalRuntime adds its runtime plugin by require.resolve(), i.e. the CommonJS build,
 * which pulls in the CommonJS copy of the whole federation runtime next to the ES module copy the
 * rest of the shell uses: two runtimes in main.js (~20 KB gzip). Point it at the plugin's ES
 * module build so one copy serves both (it publishes the same runtime object to the remotes).
 */
function esmExternalRuntimePlugin() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] });
  return new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, cjs.replace(/\.cjs$/, '.js'));
}

// Files a browser fetches that compress well: scripts, styles, manifests, the map's shapes, icons.
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|map)$/;

/**
 * A brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each compressible file of a production
 * build, made once at build time: the server hands the smaller one a browser accepts (@fastify/static
 * `preCompressed`, with Vary: Accept-Encoding) instead of compressing a 400 KB script per request or sending
 * it as it is. Files under 1 KB, or that shrink by less than a fifth, are left alone (the server then sends
 * the file itself).
 */
function precompressedCopies() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.8, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}

/**
 * Libraries loaded in a lazy chunk of their own and large, of which a page runs a small part: the map
 * (OpenLayers), PDF reading and signing, the phone number metadata. Their chunks are compiled lazily, as V8 would.
 */
const MOSTLY_UNUSED_LIBRARIES = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:ol|pdfjs-dist|pdf-lib|@pdf-lib[\\/][^\\/]+|libphonenumber-js|rbush|earcut)[\\/]/;

/** Whether a chunk of these modules (their files) gets the compile hint: none of them from MOSTLY_UNUSED_LIBRARIES. */
function wantsCompileHint(resources) {
  return !resources.some((resource) => MOSTLY_UNUSED_LIBRARIES.test(resource));
}

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` has all its
 * functions compiled while it downloads, on a background thread, instead of each one on the main thread the first
 * time it is called (issue 27, Total Blocking Time). Nearly all of the code of a page's start runs at that start
 * (React, the federation runtime, the chrome, a remote's page), and a chunk loaded later is loaded to run. Job page at
 * 4x CPU, A/B pairs on a loaded machine: main.js hinted, main-thread compile (V8.Compile* events) 900-1,150 ms →
 * 380-440 ms; mf-search's chunks hinted too, long-task time over 50 ms 1,253-2,523 → 863-1,471 ms (4 pairs). Not for
 * the chunks of MOSTLY_UNUSED_LIBRARIES. Written after minification (which drops comments) and before the
 * compressed copies are made.
 */
class CompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const chunk of compilation.chunks) {
          const resources = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => {
            const inner = module.rootModule ?? module;
            return [inner.resource, ...(module.modules ?? []).map((m) => m.resource)].filter(Boolean);
          });
          if (!wantsCompileHint(resources)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (old) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', old));
          }
        }
      });
    });
  }
}

function baseConfig({ dir, mode, outputPath, publicPath, prefix = '' }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // No eval-based source maps: the site's CSP has no 'unsafe-eval'.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      // No [contenthash]: webpack 5.111 cannot resolve it inside the federation runtime module
      // (module-federation/core#5077). Every build lives in a folder named by the hash of its
      // inputs instead, which makes the files just as immutable and cacheable.
      filename: `${prefix}[name].js`,
      chunkFilename: `${prefix}[name].js`,
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'], alias: noIcuParser() },
    module: {
      rules: [
        swcRule(),
        { test: /\.svg$/, type: 'asset/resource' },
        // The federation runtime's debug switch decided at build time, not by reading localStorage at start (issue 27).
        { test: federationDebugOff.test, loader: require.resolve('./federationDebugOffLoader.cjs') },
      ],
    },
    // swc's minifier: same output size as terser here, a fraction of the build time.
    optimization: { minimizer: [new Minimizer({ minify: Minimizer.swcMinify, extractComments: false })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    // Shared modules must not be used before the federation runtime has initialised the share
    // scope; without this async boundary the page stays blank (RUNTIME-006).
    experiments: { asyncStartup: true },
  };
}

/**
 * webpack config of a remote: exposes './app' (and './widget' when it embeds) and writes into
 * `<package>/dist/<buildId>/`, so every build is an immutable folder the server can serve side
 * by side with older ones.
 */
function remoteConfig({ dir, name, exposes }) {
  return (env = {}, argv = {}) => {
    const buildId = env.buildId || 'dev';
    const config = baseConfig({
      dir,
      mode: argv.mode,
      outputPath: path.join(dir, 'dist', buildId),
      publicPath: 'auto',
    });
    config.entry = {};
    config.plugins = [
      browserOnly(),
      new ModuleFederationPlugin({
        name: containerName(name),
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedFor(dir),
        // A library another remote has already registered, or is already downloading, is the one
        // every later remote uses. With the default 'version-first', a remote initialised while an
        // equal version from another remote was still downloading replaced that entry (the runtime
        // breaks the tie by container name, mf_offers > mf_notifications) and downloaded its own
        // copy: on the demo intranet the offers widget then brought a second React, react-dom,
        // emotion, valtio … (~88 KB gzip) whenever the bell's remote registered first
        // (module-federation/core#3064). On the careers site the shell's eager copies win either way.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Use the federation runtime the page already has (the shell's, or embed.js's) instead of
        // shipping another copy in every remoteEntry.js (~20 KB gzip each). A remote consumes no
        // remotes of its own, so its remoteEntry.js needs no code for them (disableRemote).
        experiments: { externalRuntime: true, optimization: { disableRemote: true } },
      }),
      new ChunkPreloadListPlugin(),
      ...(argv.mode === 'development' ? [] : [new CompileHintPlugin(), ...precompressedCopies()]),
    ];
    return config;
  };
}

/**
 * webpack config of the shell (the host). It declares no remotes: their addresses come from
 * /remotes.json at run time. Files go to `dist/<buildId>/`; `dist/entry.json` lists the ones the
 * page must load.
 */
function hostConfig({ dir, name, entry, publicPath, prefetchChunks = [] }) {
  return (env = {}, argv = {}) => {
    const buildId = env.buildId || 'dev';
    const config = baseConfig({ dir, mode: argv.mode, outputPath: path.join(dir, 'dist'), publicPath, prefix: `${buildId}/` });
    config.entry = { main: entry };
    // embed.js (and its compressed copies) is written into the same folder by loaderConfig(); cleaning must not remove it.
    config.output.clean = { keep: (file) => /^embed\.js(?:\.br|\.gz)?$/.test(file) };
    config.plugins = [
      browserOnly(),
      esmExternalRuntimePlugin(),
      new ModuleFederationPlugin({
        name: containerName(name),
        remotes: {},
        shared: sharedFor(dir, { eager: true }),
        dts: false,
        // Publish the runtime for remotes built with externalRuntime: true. No manifest snapshot
        // plugin: the shell reads each remote's mf-manifest.json itself (~1.5 KB gzip less).
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true } },
      }),
      new EntryListPlugin({ prefetch: prefetchChunks }),
      ...(argv.mode === 'development' ? [] : [new CompileHintPlugin(), ...precompressedCopies()]),
    ];
    return config;
  };
}

/**
 * webpack config of a small stand-alone script (embed.js): no federation plugin of its own, since
 * it brings the federation runtime to pages that have none. One file, stable name.
 */
function loaderConfig({ dir, entry, filename }) {
  return (env = {}, argv = {}) => {
    const config = baseConfig({ dir, mode: argv.mode, outputPath: path.join(dir, 'dist'), publicPath: 'auto' });
    config.name = filename;
    config.entry = { [filename.replace(/\.js$/, '')]: entry };
    config.output.filename = filename;
    config.output.clean = false;
    config.output.uniqueName = `${path.basename(dir)}-${filename}`;
    config.experiments = {};
    // No manifest snapshots either: embed.js resolves the manifest itself (about 3 KB gzip less).
    // Remote and shared loading stay on; saying so lets the minifier drop their stand-ins.
    config.plugins = [
      browserOnly({ FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', FEDERATION_OPTIMIZE_NO_REMOTE: 'false', FEDERATION_OPTIMIZE_NO_SHARED: 'false' }),
      ...(argv.mode === 'development' ? [] : precompressedCopies()),
    ];
    return config;
  };
}

/**
 * webpack config of a package's server-side renderer (issue 27: the shell's chrome, mf-search's job page):
 * its components with React and emotion bundled in, for Node (CommonJS), into dist-ssr/render.cjs, outside
 * dist/ (which is served to browsers). It exports the build id (SSR_BUILD_ID) so the server uses it only
 * beside the browser build it matches: a stale renderer would draw markup the page's scripts do not take over.
 */
function ssrConfig({ dir, entry }) {
  return (env = {}, argv = {}) => {
    const config = loaderConfig({ dir, entry, filename: 'render.cjs' })(env, argv);
    config.name = 'ssr';
    config.target = 'node';
    config.output = { ...config.output, path: path.join(dir, 'dist-ssr'), publicPath: '', library: { type: 'commonjs2' }, clean: true };
    // Read once per build by the server, never downloaded: minifying would only slow the build.
    config.optimization = { minimize: false };
    config.plugins = [new webpack.DefinePlugin({ SSR_BUILD_ID: JSON.stringify(env.buildId || 'dev') })];
    return config;
  };
}

/**
 * Emits preloads.json beside a remote's manifest (issue 27): for each named lazy chunk group (a chunk named with
 * webpackChunkName: the expose, `root`, `page-<path>`), its script files and the shared modules its code consumes;
 * for each shared module, the files of the remote's own copy, which the browser fetches only when no other
 * container (the shell) provides that module, and the shared modules that copy consumes in turn. The server names a page's files in its
 * HTML from this list (server/src/routes/remotePreloads.ts), so they download beside the shell's main.js instead
 * of one round trip after another once the remote's code has run.
 */
class ChunkPreloadListPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkPreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkPreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const scripts = (groups) => [...new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))))];
        // The remote's own copy of a shared module is the one its remoteEntry.js registers (a provide module,
        // fetched through its getter); the consume module's fallback is used only when none is registered.
        const provided = new Map();
        for (const module of compilation.modules) {
          if (module.constructor.name === 'ProvideSharedModule' && module._name) provided.set(module._name, module);
        }
        const copyOf = (key, consume) => (provided.get(key) ?? consume).blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
        const shared = {};
        // The share keys the modules of `chunks` consume; each key's own copy (its files and the keys it consumes in turn) is listed once.
        const consumedBy = (chunks) => {
          const keys = new Set();
          for (const chunk of chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const key = module.type === 'consume-shared-module' ? module.options?.shareKey : undefined;
              if (!key) continue;
              keys.add(key);
              if (shared[key]) continue;
              const copy = copyOf(key, module);
              shared[key] = { js: scripts(copy), shared: [] };
              shared[key].shared = consumedBy(copy.flatMap((group) => group.chunks)).filter((other) => other !== key);
            }
          }
          return [...keys];
        };
        const groups = {};
        for (const group of compilation.chunkGroups) {
          if (group.name && !group.isInitial()) groups[group.name] = { js: scripts([group]), shared: consumedBy(group.chunks) };
        }
        compilation.emitAsset('preloads.json', new sources.RawSource(JSON.stringify({ groups, shared }, null, 1)));
      });
    });
  }
}

/**
 * Emits entry.json: `{ js: [...], css: [...], prefetch: [...] }`: the main entry's initial files, and the script
 * files of the named async chunks the server's page prefetches (each chunk's whole group, less what the entry
 * already loads). An unknown name fails the build: the page would otherwise prefetch nothing, silently.
 */
class EntryListPlugin {
  constructor({ prefetch = [] } = {}) {
    this.prefetch = prefetch;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
          const prefetch = new Set();
          for (const name of this.prefetch) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) compilation.errors.push(new WebpackError(`EntryListPlugin: no chunk named "${name}" to prefetch (webpackChunkName)`));
            for (const file of group?.getFiles() ?? []) if (file.endsWith('.js') && !files.includes(file)) prefetch.add(file);
          }
          const list = {
            js: files.filter((f) => f.endsWith('.js')),
            css: files.filter((f) => f.endsWith('.css')),
            prefetch: [...prefetch],
          };
          compilation.emitAsset('entry.json', new sources.RawSource(JSON.stringify(list, null, 2)));
        },
      );
    });
  }
}

/** Where a remote's dev bundle is served from on the dev server (scripts/devRemote.mjs): one path the proxy leaves alone. */
const devBundlePath = (name) => `/__dev/${name}/`;

/**
 * webpack config of one remote's standalone dev page (`npm run dev -- <remote>`, scripts/devRemote.mjs): its
 * `dev/index.tsx` (what it mounts, which pages it lists) built in development mode for webpack-dev-server, with
 * the same loaders as every build (swc, the precompiled ICU texts) but no federation: the dev bundle carries its
 * own React and the shared libraries, so no shell and no other remote has to be built or loaded beside it.
 * Source maps without eval: the product's CSP (kept on the dev page) has no 'unsafe-eval'.
 */
function devRemoteConfig({ dir, name, entry = path.join(dir, 'dev', 'index.tsx') }) {
  const config = baseConfig({ dir, mode: 'development', outputPath: path.join(dir, 'dist-dev'), publicPath: devBundlePath(name) });
  config.name = `${name}-dev`;
  config.entry = { dev: entry };
  config.output.clean = false;
  config.output.uniqueName = `${path.basename(dir)}-dev`;
  // No federation runtime, so no async boundary is needed before the shared libraries are used.
  config.experiments = {};
  config.plugins = [browserOnly()];
  return config;
}

module.exports = { remoteConfig, devRemoteConfig, devBundlePath, hostConfig, loaderConfig, ssrConfig, sharedFor, containerName, sharedSubpaths, thirdPartySingletons, wantsCompileHint };
