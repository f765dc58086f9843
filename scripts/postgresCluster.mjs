// A throw-away PostgreSQL server for tests, benchmarks and trying several instances on one machine:
// Debian's `postgresql` package (installed when missing, as Chromium is), a cluster in a temp folder,
// private to 127.0.0.1 and a socket in that folder, removed when stopped. PostgreSQL refuses to run as
// root, so under root the cluster belongs to the `postgres` OS user and its tools run through runuser.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, log, run } from './lib.mjs';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null. */
function serverBin() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT).filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

/**
 * Installs Debian's PostgreSQL server when it is missing (about 30 s). Throws when that fails, so a
 * caller such as npm test can report it as a failed step and go on.
 */
export async function ensurePostgres() {
  if (serverBin()) return serverBin();
  log("Installing Debian's PostgreSQL (about 30 s)…");
  const root = process.getuid?.() === 0;
  const apt = async (args) => {
    const code = await (root ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${code})`);
  };
  await apt(['update']);
  await apt(['install', '-y', '--no-install-recommends', 'postgresql']);
  const bin = serverBin();
  if (!bin) throw new Error('PostgreSQL was installed but its server programs are not under /usr/lib/postgresql.');
  return bin;
}

/**
 * Starts a new cluster; resolves to { url, port, dir, stop() }. `url` names the `postgres` database as
 * the superuser `postgres` (trust authentication: the server listens on 127.0.0.1 only). `stop` is
 * idempotent and also runs when this process exits, and when it is interrupted (SIGINT, SIGTERM, SIGHUP),
 * unless `handleSignals` is false: then the caller stops what uses the cluster first, then calls `stop`.
 * Durability settings are off: the data is thrown away, and tests should not wait for disks.
 */
export async function startPostgres({ quiet = false, handleSignals = true } = {}) {
  const bin = await ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'careers-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  let owner;
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) throw new Error('Running as root needs the `postgres` OS user (made by the postgresql package).');
    owner = { uid: Number(id.stdout), gid: Number(gid.stdout) };
    chownSync(dir, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o700);
  const tool = (name, args) => {
    const command = asRoot ? 'runuser' : join(bin, name);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, name), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${name} failed:\n${result.stdout}\n${result.stderr}`);
    return result;
  };
  let port;
  try {
    tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    port = await freePort();
    const options = [
      '-c listen_addresses=127.0.0.1', `-p ${port}`, `-k ${dir}`,
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
      '-c max_connections=300', '-c shared_buffers=128MB',
    ].join(' ');
    tool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    // A cluster that did not start leaves nothing behind either.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone: nothing to stop.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  if (handleSignals) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(signal, () => {
        stop();
        process.exit(128 + constants.signals[signal]);
      });
    }
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  if (!quiet) log(`PostgreSQL ${bin.split('/').at(-2)} on 127.0.0.1:${port} (throw-away cluster in ${dir})`);
  writeFileSync(join(dir, 'url'), url);
  return { url, port, dir, stop };
}

// `node scripts/postgresCluster.mjs`: starts one and keeps it until interrupted (for trying things by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startPostgres();
  console.log(url);
  setInterval(() => {}, 1 << 30);
}
