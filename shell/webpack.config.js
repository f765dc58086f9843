// Builds the shell (single-spa root config) into dist/<buildId>/ with entry.json for the server's
// page, and embed.js, the loader third-party pages include with one script tag.
const path = require('node:path');
const { hostConfig, loaderConfig } = require('@careers/shared/federation');

module.exports = [
  hostConfig({ dir: __dirname, name: 'shell', entry: path.join(__dirname, 'src/index.ts'), publicPath: '/shell/' }),
  loaderConfig({ dir: __dirname, entry: path.join(__dirname, 'src/embed/embed.ts'), filename: 'embed.js' }),
];
