// Builds mf-search into dist/<buildId>/ with mf-manifest.json; the shared federation setup lives in @careers/shared.
// Also dist-ssr/render.cjs: the job page built for Node, so the server can render it into the page (issue 27).
const path = require('node:path');
const webpack = require('webpack');
const { loaderConfig, remoteConfig } = require('@careers/shared/federation');

const build = remoteConfig({ dir: __dirname, name: 'mf-search', exposes: { './app': './src/app.tsx' } });

const browser = (env, argv) => {
  const config = build(env, argv);
  // `import url from 'x.json?url'` (the map's country shapes): emitted as a file of the build and
  // fetched when the map opens, instead of ~100 KB of JSON inlined into a script.
  config.module.rules.push({ resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: 'assets/[name][ext]' } });
  return config;
};

/**
 * The job page's server-side renderer, as the shell's (shell/webpack.config.js): React, emotion and the job
 * view bundled for Node (CommonJS), outside dist/ (never served), exporting the build id so the server uses
 * it only beside the browser build it matches.
 */
function ssrConfig(env = {}, argv = {}) {
  const config = loaderConfig({ dir: __dirname, entry: path.join(__dirname, 'src/features/job/renderJob.tsx'), filename: 'render.cjs' })(env, argv);
  config.name = 'ssr';
  config.target = 'node';
  config.output = { ...config.output, path: path.join(__dirname, 'dist-ssr'), publicPath: '', library: { type: 'commonjs2' }, clean: true };
  config.optimization = { minimize: false };
  config.plugins = [new webpack.DefinePlugin({ SSR_BUILD_ID: JSON.stringify(env.buildId || 'dev') })];
  return config;
}

module.exports = [browser, ssrConfig];
