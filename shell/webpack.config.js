// Builds the shell (single-spa root config) into dist/<buildId>/ with entry.json for the server's
// page, embed.js, the loader third-party pages include with one script tag, and dist-ssr/render.cjs,
// the same chrome built for Node so the server can render it into the page (issue 27).
const path = require('node:path');
const webpack = require('webpack');
const { hostConfig, loaderConfig } = require('@careers/shared/federation');

/**
 * The server-side renderer: the shell's chrome components with React and emotion bundled in, for
 * Node (CommonJS). Outside dist/, which the server serves to browsers; it exports the build id so
 * the server uses it only beside the browser build it matches (a stale renderer would draw markup
 * the page's scripts do not hydrate).
 */
function ssrConfig(env = {}, argv = {}) {
  const config = loaderConfig({ dir: __dirname, entry: path.join(__dirname, 'src/ssr/renderChrome.tsx'), filename: 'render.cjs' })(env, argv);
  config.name = 'ssr';
  config.target = 'node';
  config.output = { ...config.output, path: path.join(__dirname, 'dist-ssr'), publicPath: '', library: { type: 'commonjs2' }, clean: true };
  // Read once per build by the server, never downloaded: minifying would only slow the build.
  config.optimization = { minimize: false };
  config.plugins = [new webpack.DefinePlugin({ SSR_BUILD_ID: JSON.stringify(env.buildId || 'dev') })];
  return config;
}

module.exports = [
  hostConfig({ dir: __dirname, name: 'shell', entry: path.join(__dirname, 'src/index.ts'), publicPath: '/shell/' }),
  loaderConfig({ dir: __dirname, entry: path.join(__dirname, 'src/embed/embed.ts'), filename: 'embed.js' }),
  ssrConfig,
];
