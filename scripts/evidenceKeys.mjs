// `npm run evidence-keys -- show | rotate | new`: the installation's evidence keys (README "Evidence keys").
// Builds what changed first, as `npm start` does; the work is the built server's command
// (server/src/services/evidenceKeys/evidenceKeysCli.ts), which `--help` describes.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

const CLI = join(root, 'server', 'dist', 'server', 'src', 'services', 'evidenceKeys', 'evidenceKeysCli.js');

// What building says goes to stderr: stdout is the command's answer alone (`KEY=$(npm run -s evidence-keys -- new)`).
const say = console.log;
console.log = console.error;
await ensureInstalled();
const built = await buildAll();
console.log = say;
if (built !== 0) process.exit(built);
// Relative paths (a DATA_DIR, a KEYS_DIR) mean the folder the command was typed in.
process.exit(await run(process.execPath, [CLI, ...process.argv.slice(2)], { cwd: process.env.INIT_CWD ?? process.cwd() }));
