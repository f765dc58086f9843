// `node scripts/withNode.mjs <tool> [args…]`: runs a tool from node_modules/.bin on the Node the project runs on
// (Node 24 brought into .node/ when the machine's is too old, see useSupportedNode.mjs). `npm run unit`, `e2e`
// and `typecheck` go through it: on Node 20, jest's server tests would crash in the SQLite addon.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const [tool, ...args] = process.argv.slice(2);
if (!tool) {
  console.error('usage: node scripts/withNode.mjs <tool from node_modules/.bin> [arguments…]');
  process.exit(2);
}
process.exit(await run(join(root, 'node_modules', '.bin', tool), args, { cwd: process.cwd() }));
