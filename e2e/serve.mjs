// Starts the real server for end-to-end tests on a fresh database (demo data is generated on start): a new
// data folder, and on PostgreSQL a new database of the name DATABASE_URL gives (playwright.config.ts).
// Usage: node e2e/serve.mjs   (PORT, DATA_DIR, DATABASE_URL and the rest come from the environment)
import { fstatSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

if (!process.env.DATA_DIR) throw new Error('e2e/serve.mjs needs DATA_DIR');
exitWithLauncher();
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const require = createRequire(import.meta.url);
if (/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '')) await freshPostgresDatabase(new URL(process.env.DATABASE_URL));
require('../server/dist/server/src/index.js');

/** Drops and creates the database `url` names (a previous run's, or a server killed midway, may have left it). */
async function freshPostgresDatabase(url) {
  const name = decodeURIComponent(url.pathname.slice(1));
  // Only names playwright.config.ts gives: this drops a database, so never one a mistyped URL points at.
  if (!/^careers_e2e_\d+$/.test(name)) throw new Error(`e2e/serve.mjs drops and recreates only careers_e2e_<port> databases (got "${name}")`);
  const pg = createRequire(require.resolve('../server/package.json'))('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * Stops the server (as on Ctrl+C) once whoever started it is gone. Playwright starts this through `sh -c`, with our
 * stdin a pipe whose other end only the test runner holds: when the runner is killed outright (SIGKILL, so its own
 * teardown never runs), that end closes and stdin ends. Without this the servers kept their ports after such a run.
 * The parent's pid would not do: it is the shell's, which outlives the runner. A terminal or /dev/null on stdin
 * (started by hand) is not watched.
 */
function exitWithLauncher() {
  let stdin;
  try {
    stdin = fstatSync(0);
  } catch {
    return;
  }
  // Node's child_process hands its children a socket pair, a shell pipeline a pipe.
  if (!stdin.isFIFO() && !stdin.isSocket()) return;
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
