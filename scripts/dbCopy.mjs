// `pnpm db:copy --from <database> --to <database>`: copies every table of one database into another,
// empty one (sqlite:<path> or postgres://…), then compares row counts table by table (exit 1 when one
// differs). Builds what changed first, as `npm start` does; the work is the built server's copy command
// (server/src/db/copy/copyCli.ts), which `--help` describes.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

const COPY_CLI = join(root, 'server', 'dist', 'server', 'src', 'db', 'copy', 'copyCli.js');

await ensureInstalled();
const built = await buildAll();
if (built !== 0) process.exit(built);
// pnpm passes a `--` it was given on to the script: the copy command would take it for the end of its options.
const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
// Relative sqlite: paths mean the folder the command was typed in (pnpm runs scripts from the repository root).
process.exit(await run(process.execPath, [COPY_CLI, ...args], { cwd: process.env.INIT_CWD ?? process.cwd() }));
