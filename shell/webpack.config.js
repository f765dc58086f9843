// Builds the shell (single-spa root config) into dist/ with entry.json for the server's page.
const path = require('node:path');
const { hostConfig } = require('@careers/shared/federation');

module.exports = hostConfig({
  dir: __dirname,
  name: 'shell',
  entry: path.join(__dirname, 'src/index.ts'),
  publicPath: '/shell/',
});
