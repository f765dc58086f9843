// The life of a bench's server, shared by `pnpm bench import-health` and `pnpm bench soak`: a temp folder of its
// own (the database in data/, the server's log in server.log), a free port, and a clean end whatever happens
// (the bench returns, throws, or Ctrl-C / SIGTERM arrives mid-run): the server stopped, the log closed and the
// folder removed, unless the bench's KEEP variable is set.
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, SERVER_ENTRY, startBuiltServer } from './lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `bench(server)` against the built server in a temp folder and always cleans up (also on SIGINT/SIGTERM,
 * which then exit 130); resolves with what `bench` resolves with.
 * `server`: `port`, `workDir`, `logPath`, `env` (what the server runs with on top of process.env, for the
 * commands built beside it), `start()` (resolves once /healthz answers), `stop(graceMs)` (SIGTERM, SIGKILL after
 * `graceMs`; resolves with `{ code, signal, forced }`).
 * @example
 * await withBenchServer({ what: 'soak', folder: 'careers-bench-soak-', keep: 'SOAK_KEEP', env: { LOG_LEVEL: 'warn' } }, async (server) => {
 *   await server.start();
 * });
 */
export async function withBenchServer(
  { what, folder, keep, entry = SERVER_ENTRY, env = {}, startTries = 150, stopGraceMs = 5000, beforeStop = () => {} },
  bench,
) {
  const server = { port: 0, workDir: null, logPath: '', env: {}, child: null, logFd: null };

  server.start = async () => {
    server.child = await startBuiltServer({ entry, port: server.port, env: server.env, stdio: ['ignore', server.logFd, server.logFd], tries: startTries });
    return server.child;
  };

  server.stop = async (graceMs) => {
    const child = server.child;
    server.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, forced: false };
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGTERM');
    let result = await Promise.race([exited, sleep(graceMs).then(() => null)]);
    let forced = false;
    if (!result) {
      forced = true;
      child.kill('SIGKILL');
      result = await exited;
    }
    return { ...result, forced };
  };

  const cleanup = async () => {
    beforeStop();
    await server.stop(stopGraceMs).catch(() => {});
    if (server.logFd !== null) {
      closeSync(server.logFd);
      server.logFd = null;
    }
    if (server.workDir && !process.env[keep]) rmSync(server.workDir, { recursive: true, force: true });
    else if (server.workDir) console.log(`  kept ${server.workDir} (database in data/, server log in server.log)`);
    server.workDir = null;
  };

  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the ${what}, the server and removing its folder`);
    cleanup().finally(() => process.exit(130));
  };

  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server.workDir = mkdtempSync(join(tmpdir(), folder));
    mkdirSync(join(server.workDir, 'data'));
    server.logPath = join(server.workDir, 'server.log');
    server.logFd = openSync(server.logPath, 'a');
    server.port = await freePort();
    server.env = { PORT: String(server.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, DATA_DIR: join(server.workDir, 'data') };
    return await bench(server);
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
