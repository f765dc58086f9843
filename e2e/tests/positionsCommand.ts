import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, dataDir, PORT } from '../playwright.config';

const ROOT = join(__dirname, '..', '..');
/** The command `pnpm positions:import`/`positions:token` runs once the build is current: the server's build, as the e2e servers run it. */
const IMPORT_CLI = join(ROOT, 'server', 'dist', 'server', 'src', 'services', 'positionsImport', 'importCli.js');

/** What the command answered: its exit status and what it wrote. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `pnpm positions:import FILE …` or `pnpm positions:token …` on the e2e server's database, without the script's
 * build step. The servers under test run the build made before the run, and `scripts/positionsImport.mjs` first
 * rebuilds whatever changed since: with one server source edited during a run (e.g. a merge into the checkout), an
 * import took 87 s instead of 1-3 s, and as a synchronous spawn it froze the Playwright worker, so the test's
 * timeout could fire only after it returned, at a later step (two tests were once reported stuck at a click and a
 * fetch at the same time). Run asynchronously, whatever is slow is the step the timeout names.
 */
export function positionsCommand(name: 'import' | 'token', args: string[]): Promise<CommandResult> {
  // The main e2e server's database on either engine, never a DATABASE_URL the developer's shell has.
  const env = { ...process.env, DATA_DIR: dataDir(PORT), DATABASE_URL: databaseUrl(PORT), LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv;
  return new Promise((resolve) => {
    // The limit only keeps a stuck command from outliving the test. A refused file exits 1 with its reasons on
    // stderr, which tests assert; so a failure resolves too, with its status (a killed command has none: -1).
    execFile(process.execPath, [IMPORT_CLI, name, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr: error && code === -1 ? `${stderr}${error.message}` : stderr });
    });
  });
}

let files: string | undefined;

/** `pnpm positions:import FILE --domain demo.test` of a file `name` (its extension gives the format) holding `text`. */
export function importPositions(name: string, text: string): Promise<CommandResult> {
  files ??= mkdtempSync(join(tmpdir(), 'careers-import-e2e-'));
  const file = join(files, name);
  writeFileSync(file, text);
  return positionsCommand('import', [file, '--domain', 'demo.test']);
}
