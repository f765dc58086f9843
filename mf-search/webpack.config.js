// Builds mf-search into dist/<buildId>/ with mf-manifest.json; the shared federation setup lives in @careers/shared.
const { remoteConfig } = require('@careers/shared/federation');

const build = remoteConfig({ dir: __dirname, name: 'mf-search', exposes: { './app': './src/app.tsx' } });

module.exports = (env, argv) => {
  const config = build(env, argv);
  // `import url from 'x.json?url'` (the map's country shapes): emitted as a file of the build and
  // fetched when the map opens, instead of ~100 KB of JSON inlined into a script.
  config.module.rules.push({ resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: 'assets/[name][ext]' } });
  return config;
};
