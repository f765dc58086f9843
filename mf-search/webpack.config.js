// Builds mf-search into dist/<buildId>/ with mf-manifest.json; the shared federation setup lives in @careers/shared.
// Also dist-ssr/render.cjs (src/ssr.ts): the job page and the search page's first search, built for Node, so the server
// can render the one and answer the other in the page (issue 27).
const path = require('node:path');
const { remoteConfig, ssrConfig } = require('@careers/shared/federation');

const build = remoteConfig({ dir: __dirname, name: 'mf-search', exposes: { './app': './src/app.tsx' } });

const browser = (env, argv) => {
  const config = build(env, argv);
  // `import url from 'x.json?url'` (the map's country shapes): emitted as a file of the build and
  // fetched when the map opens, instead of ~100 KB of JSON inlined into a script.
  config.module.rules.push({ resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: 'assets/[name][ext]' } });
  return config;
};

// The server-side entry built for Node (see ssrConfig in shared/federation.cjs).
module.exports = [browser, ssrConfig({ dir: __dirname, entry: path.join(__dirname, 'src/ssr.ts') })];
