// `pnpm positions:import FILE [--domain D] [--format json|csv]` and `pnpm positions:token [--domain D]`:
// jobs from a company's ATS, and the token of the import API. Builds what changed first, as
// `npm start` does; the work is the built server's command (server/src/services/positionsImport/importCli.ts),
// which `--help` describes. The database is the server's: DATABASE_URL, else the SQLite file in DATA_DIR.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

const IMPORT_CLI = join(root, 'server', 'dist', 'server', 'src', 'services', 'positionsImport', 'importCli.js');

const [command, ...rest] = process.argv.slice(2);
if (command !== 'import' && command !== 'token') {
  console.error('Usage: node scripts/positionsImport.mjs import FILE … | token …');
  process.exit(2);
}
// What building says goes to stderr: stdout is the command's answer alone (`TOKEN=$(pnpm -s positions:token)`).
const say = console.log;
console.log = console.error;
await ensureInstalled();
const built = await buildAll();
console.log = say;
if (built !== 0) process.exit(built);
// pnpm passes a `--` it was given on to the script: the command would take it for the end of its options.
const args = rest.filter((arg, i) => !(i === 0 && arg === '--'));
// Relative paths (the file, a DATA_DIR) mean the folder the command was typed in (pnpm runs scripts from the repository root).
process.exit(await run(process.execPath, [IMPORT_CLI, command, ...args], { cwd: process.env.INIT_CWD ?? process.cwd() }));
