// Builds mf-offers into dist/<buildId>/ with mf-manifest.json; the shared federation setup lives in @careers/shared.
const { remoteConfig } = require('@careers/shared/federation');

module.exports = remoteConfig({ dir: __dirname, name: 'mf-offers', exposes: { './app': './src/app.tsx', './widget': './src/widget.tsx' } });
