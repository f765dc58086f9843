// Builds mf-forms into dist/<buildId>/ with mf-manifest.json; the shared federation setup lives in @careers/shared.
// Also dist-ssr/render.cjs: the apply page built for Node, so the server can render it into the page (issue 27).
const path = require('node:path');
const { remoteConfig, ssrConfig } = require('@careers/shared/federation');

module.exports = [
  remoteConfig({ dir: __dirname, name: 'mf-forms', exposes: { './app': './src/app.tsx' } }),
  ssrConfig({ dir: __dirname, entry: path.join(__dirname, 'src/features/apply/renderApply.tsx') }),
];
