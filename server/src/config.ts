import path from 'node:path';
import { DEFAULT_REPO_ROOT } from './paths';
import { REMOTE_NAMES, remoteUrlEnvName, type RemoteName } from './remoteNames';

/** Every setting of the server. Built once from the environment by `loadConfig`. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** Absolute path of the SQLite file that `databaseUrl` names. */
  databasePath: string;
  defaultDomain: string;
  demoPositions: number;
  demoSeed: number;
  sessionTtlHours: number;
  rateLimitMax: number;
  loginRateLimitMax: number;
  bodyLimitBytes: number;
  cookieSecure: boolean;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  repoRoot: string;
  remotesManifest: string;
  logLevel: LogLevel;
  /** REMOTE_URL_<NAME> pins, by remote name. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A setting that cannot work; the message is meant for the person starting the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ConfigDoc {
  name: string;
  default: string;
  description: string;
}

/** The environment variables the server reads, with defaults — the README's settings table. */
export const configDocs: readonly ConfigDoc[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server listens on.' },
  { name: 'REPO_ROOT', default: 'two folders above server/dist', description: 'Repository root; the shell and remote builds are found under it (`shell/dist`, `mf-*/dist`).' },
  { name: 'DATA_DIR', default: '<REPO_ROOT>/.data', description: 'Folder for the database file and other server-made files.' },
  { name: 'DATABASE_URL', default: 'sqlite:<DATA_DIR>/careers.sqlite', description: 'Database to use. Only `sqlite:<path>` works in this build; `postgres://…` stops the server with a message.' },
  { name: 'DEFAULT_DOMAIN', default: 'demo.test', description: 'Company (domain) served when the request names none.' },
  { name: 'DEMO_POSITIONS', default: '5000', description: 'Number of demo positions created on first start (empty database).' },
  { name: 'DEMO_SEED', default: '42', description: 'Seed of the demo-data generator; the same seed gives the same rows.' },
  { name: 'SESSION_TTL_HOURS', default: '336', description: 'Lifetime of a session (14 days).' },
  { name: 'RATE_LIMIT_MAX', default: '600', description: 'Requests per minute per IP address, all routes together.' },
  { name: 'LOGIN_RATE_LIMIT_MAX', default: '20', description: 'Requests per minute per IP address on POST /candidate/login and /candidate/signup.' },
  { name: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body (1 MiB); larger bodies get 413.' },
  { name: 'COOKIE_SECURE', default: 'false', description: 'Mark the session cookie `Secure` (set to true behind HTTPS).' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Set to true behind a reverse proxy, so rate limits and logs see the client address from X-Forwarded-For.' },
  { name: 'REMOTES_MANIFEST', default: '<DATA_DIR>/remotes.json', description: 'JSON file `{ "<remote>": "<manifest URL>" }` overriding discovered remotes; used only if it exists, re-read when it changes.' },
  { name: 'REMOTE_URL_<NAME>', default: '(unset)', description: 'Pin one remote to a URL, e.g. `REMOTE_URL_MF_OFFERS=https://cdn.example/mf-offers/mf-manifest.json`; wins over everything else.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
];

type Env = Record<string, string | undefined>;

/** Reads every setting from `env`, applying defaults; throws ConfigError for values that cannot work. */
export function loadConfig(env: Env = process.env): Config {
  const repoRoot = path.resolve(text(env, 'REPO_ROOT') ?? DEFAULT_REPO_ROOT);
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? path.join(repoRoot, '.data'));
  const databaseUrl = text(env, 'DATABASE_URL') ?? `sqlite:${path.join(dataDir, 'careers.sqlite')}`;
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databasePath: sqlitePath(databaseUrl),
    defaultDomain: (text(env, 'DEFAULT_DOMAIN') ?? 'demo.test').toLowerCase(),
    demoPositions: int(env, 'DEMO_POSITIONS', 5000, 0, 10_000_000),
    demoSeed: int(env, 'DEMO_SEED', 42, 0, 2 ** 32 - 1),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 336, 1, 24 * 365 * 10),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 600, 1, 10_000_000),
    loginRateLimitMax: int(env, 'LOGIN_RATE_LIMIT_MAX', 20, 1, 10_000_000),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 1024 ** 3),
    cookieSecure: bool(env, 'COOKIE_SECURE', false),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    repoRoot,
    remotesManifest: path.resolve(text(env, 'REMOTES_MANIFEST') ?? path.join(dataDir, 'remotes.json')),
    logLevel: logLevel(env),
    remoteUrlOverrides: remoteOverrides(env),
  };
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return Number(raw);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function logLevel(env: Env): LogLevel {
  const raw = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}").`);
  }
  return raw as LogLevel;
}

/** `sqlite:/abs/file`, `sqlite:rel/file` or `sqlite:///abs/file` → absolute file path. */
function sqlitePath(url: string): string {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    throw new ConfigError(
      'DATABASE_URL points to PostgreSQL, but PostgreSQL support is not available in this build yet. ' +
        'Unset DATABASE_URL (or use sqlite:<path>) to run on the embedded SQLite database.',
    );
  }
  const match = /^sqlite:(?:\/\/)?(.+)$/i.exec(url);
  if (!match?.[1]) {
    throw new ConfigError(`DATABASE_URL must look like sqlite:<path> (got "${url}").`);
  }
  return path.resolve(match[1]);
}

function remoteOverrides(env: Env): Partial<Record<RemoteName, string>> {
  const result: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = text(env, remoteUrlEnvName(name));
    if (url) result[name] = url;
  }
  return result;
}
