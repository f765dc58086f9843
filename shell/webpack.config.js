// Builds the shell (single-spa root config) into dist/<buildId>/ with entry.json for the server's
// page, embed.js, the loader third-party pages include with one script tag, and dist-ssr/render.cjs,
// the same chrome built for Node so the server can render it into the page (issue 27).
const path = require('node:path');
const { hostConfig, loaderConfig, ssrConfig } = require('@careers/shared/federation');

module.exports = [
  // The login modal's chunk is named by the server's page for a visitor (src/chrome/lazyParts.ts says why).
  hostConfig({ dir: __dirname, name: 'shell', entry: path.join(__dirname, 'src/index.ts'), publicPath: '/shell/', prefetchChunks: ['login-modal'] }),
  loaderConfig({ dir: __dirname, entry: path.join(__dirname, 'src/embed/embed.ts'), filename: 'embed.js' }),
  ssrConfig({ dir: __dirname, entry: path.join(__dirname, 'src/ssr/renderChrome.tsx') }),
];
