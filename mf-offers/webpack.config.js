// Builds mf-offers into dist/<buildId>/ with mf-manifest.json; the shared federation setup lives in @careers/shared.
// Also dist-ssr/render.cjs: the offer page built for Node, so the server can render it into the page (issue 27).
const path = require('node:path');
const { remoteConfig, ssrConfig } = require('@careers/shared/federation');

module.exports = [
  remoteConfig({ dir: __dirname, name: 'mf-offers', exposes: { './app': './src/app.tsx', './widget': './src/widget.tsx' } }),
  ssrConfig({ dir: __dirname, entry: path.join(__dirname, 'src/features/offer/renderOffer.tsx') }),
];
