import { isIP } from 'node:net';
import path from 'node:path';
import type { DatabaseTarget } from './db/database';
import { DEFAULT_LOG_BUFFER_BYTES } from './logDestination';
import { normalizeOrigin } from './origins';
import { DEFAULT_REPO_ROOT } from './paths';
import { REMOTE_NAMES, remoteUrlEnvName, type RemoteName } from './remoteNames';
import { parseEvidenceKeys, type EvidenceKeySource } from './services/evidenceKeys';
import type { FilesStoreKind } from './services/files/blobStore';
import type { UploadLimits } from './services/files/uploadQuota';

/** Every setting of the server. Built once from the environment by `loadConfig`. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** The engine and place `databaseUrl` names (an SQLite path made absolute). */
  database: DatabaseTarget;
  defaultDomain: string;
  demoPositions: number;
  demoSeed: number;
  sessionTtlHours: number;
  rateLimitMax: number;
  loginRateLimitMax: number;
  /** Failed log-ins for one email allowed before each further attempt must wait. */
  loginThrottleFreeFailures: number;
  /** The longest such wait, in seconds: bounds how long guessing can keep a candidate out. */
  loginThrottleMaxDelaySeconds: number;
  /** Failures for an email are forgotten this many hours after the last one. */
  loginThrottleWindowHours: number;
  /** Per IP and minute on each route that stores form answers (apply, drafts, form save and submit). */
  formSubmitRateLimitMax: number;
  /** Per IP and minute on the chat assistant. */
  assistantRateLimitMax: number;
  bodyLimitBytes: number;
  /** Where uploaded files' bytes live: FILES_DIR, or the database (see services/files/blobStore.ts). */
  filesStore: FilesStoreKind;
  /** The directory store's folder (named by content); with either store, uploads in progress (`tmp/`). */
  filesDir: string;
  /** Upload limits: one file's size, and the quotas of files not yet part of a saved answer. */
  uploads: UploadLimits & {
    /** Uploads one address may have in flight at once (each holds a connection and a temp file). */
    perIpAtOnce: number;
  };
  /** Time limits and the connection cap of the HTTP server (see configDocs.ts). */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    idleTimeoutMs: number;
    maxConnectionsPerIp: number;
  };
  /** Days client log lines (/vslog) are kept, and the rows kept at most per company. */
  vslogRetentionDays: number;
  vslogMaxRows: number;
  /** Per IP and minute on POST /vslog. */
  vslogRateLimitMax: number;
  cookieSecure: boolean;
  /** SameSite of the session cookie; 'none' (cross-site embedding) always comes with Secure. */
  cookieSameSite: CookieSameSite;
  /** Pages on other origins that may embed widgets, for every company (EMBED_ALLOWED_ORIGINS). */
  embedAllowedOrigins: string[];
  /** Port of the demo intranet page that embeds the bell; 0 = not started. */
  intranetPort: number;
  /** Port of the development e-signature provider (server/src/esign); 0 = not started. */
  esignPort: number;
  /**
   * The origin visitors reach the provider at (ESIGN_PUBLIC_ORIGIN), or null: then it is
   * `http://<the host name the visitor uses>:<esignPort>`.
   */
  esignPublicOrigin: string | null;
  /**
   * The proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; false = none, the
   * default. Never `true` or a hop count, which would believe a header any client can send.
   */
  trustProxy: TrustProxy;
  repoRoot: string;
  remotesManifest: string;
  logLevel: LogLevel;
  /** Bytes of log lines kept waiting for a slow reader of stdout; lines beyond are dropped and counted. */
  logBufferBytes: number;
  /** REMOTE_URL_<NAME> pins, by remote name. */
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
  /** E-mail (services/mail): SMTP, or an outbox folder when SMTP_URL is unset. */
  mail: MailConfig;
  /**
   * Whether every company also offers the pseudo-locales en-XA and ar-XB (PSEUDO_LOCALES; on when
   * NODE_ENV=development): English made to look translated, for finding texts outside the message layer.
   */
  pseudoLocales: boolean;
  /** Where the evidence keys come from (EVIDENCE_KEYS, else a key file in KEYS_DIR): services/evidenceKeys. */
  evidence: EvidenceKeySource;
}

export interface MailConfig {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…), or null: messages go to `outboxDir`. */
  smtpUrl: string | null;
  /** The From of every message. */
  from: string;
  /** <DATA_DIR>/outbox: where messages are written when there is no SMTP server. */
  outboxDir: string;
  /**
   * Who /careers/dev/outbox lists the outbox to (MAIL_OUTBOX_PAGE; 'off' with SMTP_URL): requests from
   * this machine only ('loopback', the default outside production), anyone, or no one.
   */
  outboxPage: 'loopback' | 'everyone' | 'off';
  /** The site's address in links of messages (confirm, unsubscribe, jobs): PUBLIC_ORIGIN. */
  publicOrigin: string;
  /** Job-alert confirmations one mailbox (services/alerts/mailboxOf.ts) may be sent per day, whoever asks. */
  confirmationsPerAddressPerDay: number;
  /** Job-alert confirmations sent to one recipient domain per hour, whoever asks. */
  confirmationsPerDomainPerHour: number;
  /** Job-alert confirmations one requester (IPv4 address, IPv6 /64) may cause per hour, whatever the addresses. */
  confirmationsPerIpPerHour: number;
  /** Per IP and minute on the visitors' job-alert calls (subscribe, confirm, unsubscribe). */
  alertRateLimitMax: number;
  /** OUTBOX_POLL_MS: how often the idle sender looks for mail other processes (the import command) queued. */
  outboxPollMs: number;
}

type CookieSameSite = 'lax' | 'none';

type TrustProxy = false | string[];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** How often an idle outbox sender looks for work other processes queued, unless OUTBOX_POLL_MS says otherwise. */
export const DEFAULT_OUTBOX_POLL_MS = 5_000;

/** A setting that cannot work; the message is meant for the person starting the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;
const MIB = 1024 * 1024;

/** Reads every setting from `env`, applying defaults; throws ConfigError for values that cannot work. */
export function loadConfig(env: Env = process.env): Config {
  const repoRoot = path.resolve(text(env, 'REPO_ROOT') ?? DEFAULT_REPO_ROOT);
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? path.join(repoRoot, '.data'));
  const databaseUrl = text(env, 'DATABASE_URL') ?? `sqlite:${path.join(dataDir, 'careers.sqlite')}`;
  const port = int(env, 'PORT', 8080, 0, 65535);
  const cookieSameSite = sameSite(env);
  const database = databaseTarget(databaseUrl, int(env, 'DATABASE_POOL_SIZE', 10, 2, 1000));
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    database,
    defaultDomain: (text(env, 'DEFAULT_DOMAIN') ?? 'demo.test').toLowerCase(),
    demoPositions: int(env, 'DEMO_POSITIONS', 5000, 0, 10_000_000),
    demoSeed: int(env, 'DEMO_SEED', 42, 0, 2 ** 32 - 1),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 336, 1, 24 * 365 * 10),
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 600, 1, 10_000_000),
    loginRateLimitMax: int(env, 'LOGIN_RATE_LIMIT_MAX', 20, 1, 10_000_000),
    loginThrottleFreeFailures: int(env, 'LOGIN_THROTTLE_FREE_FAILURES', 5, 1, 1000),
    loginThrottleMaxDelaySeconds: int(env, 'LOGIN_THROTTLE_MAX_DELAY_SECONDS', 900, 1, 24 * 60 * 60),
    loginThrottleWindowHours: int(env, 'LOGIN_THROTTLE_WINDOW_HOURS', 24, 1, 24 * 365),
    formSubmitRateLimitMax: int(env, 'FORM_SUBMIT_RATE_LIMIT_MAX', 30, 1, 10_000_000),
    assistantRateLimitMax: int(env, 'ASSISTANT_RATE_LIMIT_MAX', 30, 1, 10_000_000),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1024, 1024 ** 3),
    filesStore: filesStore(env, database),
    filesDir: path.resolve(text(env, 'FILES_DIR') ?? path.join(dataDir, 'files')),
    uploads: {
      maxFileBytes: int(env, 'UPLOAD_MAX_BYTES', 10 * MIB, 1024, 1024 ** 3),
      pendingFilesPerUploader: int(env, 'UPLOAD_PENDING_FILES', 20, 1, 100_000),
      pendingBytesPerUploader: int(env, 'UPLOAD_PENDING_BYTES', 50 * MIB, 1024, 2 ** 50),
      bytesPerIp: int(env, 'UPLOAD_BYTES_PER_IP', 200 * MIB, 1024, 2 ** 50),
      bytesTotal: int(env, 'UPLOAD_BYTES_TOTAL', 2048 * MIB, 1024, 2 ** 50),
      pendingRetentionHours: int(env, 'UPLOAD_RETENTION_HOURS', 24, 1, 24 * 365),
      perIpAtOnce: int(env, 'UPLOADS_PER_IP_AT_ONCE', 4, 1, 10_000),
    },
    http: {
      requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 120_000, 1000, 3_600_000),
      headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_MS', 15_000, 1000, 600_000),
      keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 600_000),
      maxConnections: int(env, 'MAX_CONNECTIONS', 2048, 1, 1_000_000),
      idleTimeoutMs: int(env, 'IDLE_TIMEOUT_MS', 60_000, 1000, 3_600_000),
      maxConnectionsPerIp: int(env, 'MAX_CONNECTIONS_PER_IP', 128, 1, 1_000_000),
    },
    vslogRetentionDays: int(env, 'VSLOG_RETENTION_DAYS', 30, 1, 3650),
    vslogMaxRows: int(env, 'VSLOG_MAX_ROWS', 100_000, 100, 1_000_000_000),
    vslogRateLimitMax: int(env, 'VSLOG_RATE_LIMIT_MAX', 120, 1, 10_000_000),
    cookieSecure: bool(env, 'COOKIE_SECURE', false) || cookieSameSite === 'none',
    cookieSameSite,
    embedAllowedOrigins: originList(env, 'EMBED_ALLOWED_ORIGINS'),
    intranetPort: int(env, 'INTRANET_PORT', port === 0 || port === 65535 ? 0 : port + 1, 0, 65535),
    esignPort: int(env, 'ESIGN_PORT', port === 0 || port > 65533 ? 0 : port + 2, 0, 65535),
    esignPublicOrigin: singleOrigin(env, 'ESIGN_PUBLIC_ORIGIN'),
    trustProxy: trustProxy(env),
    repoRoot,
    remotesManifest: path.resolve(text(env, 'REMOTES_MANIFEST') ?? path.join(dataDir, 'remotes.json')),
    logLevel: logLevel(env),
    logBufferBytes: int(env, 'LOG_BUFFER_BYTES', DEFAULT_LOG_BUFFER_BYTES, 64 * 1024, 1024 ** 3),
    remoteUrlOverrides: remoteOverrides(env),
    mail: mailConfig(env, dataDir, port),
    evidence: evidenceKeySource(env, dataDir),
    pseudoLocales: bool(env, 'PSEUDO_LOCALES', env.NODE_ENV === 'development'),
  };
}

function evidenceKeySource(env: Env, dataDir: string): EvidenceKeySource {
  const evidenceKeys = text(env, 'EVIDENCE_KEYS') ?? null;
  if (evidenceKeys !== null) {
    // Checked now so a mistyped key stops the start with a message, not the first signature.
    try {
      parseEvidenceKeys(evidenceKeys, 'EVIDENCE_KEYS');
    } catch (error) {
      throw new ConfigError((error as Error).message);
    }
  }
  return { evidenceKeys, keysDir: path.resolve(text(env, 'KEYS_DIR') ?? path.join(dataDir, 'keys')) };
}

function mailConfig(env: Env, dataDir: string, port: number): MailConfig {
  const smtpUrl = text(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    let url: URL | null;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = null;
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465 (check characters in the password are percent-encoded).');
    }
  }
  const publicOrigin = singleOrigin(env, 'PUBLIC_ORIGIN') ?? `http://localhost:${port || 8080}`;
  return {
    smtpUrl,
    from: text(env, 'MAIL_FROM') ?? 'Careers <no-reply@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
    outboxPage: outboxPage(env, smtpUrl),
    publicOrigin,
    confirmationsPerAddressPerDay: int(env, 'ALERT_CONFIRMATIONS_PER_ADDRESS', 3, 1, 1000),
    confirmationsPerDomainPerHour: int(env, 'ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR', 30, 1, 1_000_000),
    confirmationsPerIpPerHour: int(env, 'ALERT_CONFIRMATIONS_PER_IP_PER_HOUR', 10, 1, 1_000_000),
    alertRateLimitMax: int(env, 'ALERT_RATE_LIMIT_MAX', 10, 1, 10_000_000),
    // At least 100 ms: each poll is one query on the outbox; at most an hour, so queued mail never waits longer.
    outboxPollMs: int(env, 'OUTBOX_POLL_MS', DEFAULT_OUTBOX_POLL_MS, 100, 3_600_000),
  };
}

function outboxPage(env: Env, smtpUrl: string | null): MailConfig['outboxPage'] {
  if (smtpUrl !== null) return 'off';
  if (text(env, 'MAIL_OUTBOX_PAGE') === undefined) return env.NODE_ENV === 'production' ? 'off' : 'loopback';
  return bool(env, 'MAIL_OUTBOX_PAGE', false) ? 'everyone' : 'off';
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

// Names proxy-addr (Fastify's X-Forwarded-For reader) knows for the usual private ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_ADVICE = 'List the addresses or CIDR ranges of the proxies in front of the server instead (TRUST_PROXY=127.0.0.1,10.0.0.0/8).';

/**
 * false, or the proxies' addresses / CIDR ranges. A blanket `true` is refused, and so is a hop
 * count: neither can tell the proxy from a client that reaches the server directly, and Fastify
 * itself ignores hop counts for that reason (it would silently trust nobody).
 */
function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For header, so anyone could pick their own address and get around the rate limits. ' +
        TRUST_PROXY_ADVICE,
    );
  }
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} (a number of proxies) cannot tell a proxy from a client that connects directly, so Fastify ignores it. ` +
        TRUST_PROXY_ADVICE,
    );
  }
  const invalid = () =>
    new ConfigError(`TRUST_PROXY must be comma-separated proxy addresses or CIDR ranges, like 127.0.0.1,10.0.0.0/8 (got "${raw}").`);
  const entries = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (!entries.length) throw invalid();
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry.toLowerCase())) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length) throw invalid();
    if (prefix === undefined) continue;
    if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) throw invalid();
    if (Number(prefix) === 0) throw new ConfigError(`TRUST_PROXY=${entry} trusts every address, like true. ${TRUST_PROXY_ADVICE}`);
  }
  return entries.map((entry) => (PROXY_RANGE_NAMES.includes(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

function sameSite(env: Env): CookieSameSite {
  const raw = (text(env, 'COOKIE_SAMESITE') ?? 'lax').toLowerCase();
  if (raw !== 'lax' && raw !== 'none') throw new ConfigError(`COOKIE_SAMESITE must be lax or none (got "${raw}").`);
  return raw;
}

/** `https://a.example, http://localhost:3000` → normalized origins; anything that is not an http(s) origin is an error. */
function originList(env: Env, name: string): string[] {
  const origins: string[] = [];
  for (const item of (text(env, name) ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const origin = normalizeOrigin(item);
    if (!origin) throw new ConfigError(`${name} must list origins like https://intranet.example.com (got "${item}").`);
    origins.push(origin);
  }
  return origins;
}

/** One origin like https://esign.example.com, or null when unset. */
function singleOrigin(env: Env, name: string): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  const origin = normalizeOrigin(raw);
  if (!origin) throw new ConfigError(`${name} must be an origin like https://esign.example.com (got "${raw}").`);
  return origin;
}

// One process on SQLite keeps files beside its database file; instances behind PostgreSQL share the database.
function filesStore(env: Env, database: DatabaseTarget): FilesStoreKind {
  const raw = text(env, 'FILES_STORE')?.toLowerCase();
  if (raw === undefined) return database.engine === 'postgres' ? 'database' : 'directory';
  if (raw !== 'directory' && raw !== 'database') throw new ConfigError(`FILES_STORE must be directory or database (got "${raw}").`);
  return raw;
}

function logLevel(env: Env): LogLevel {
  const raw = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}").`);
  }
  return raw as LogLevel;
}

/**
 * `postgres://…` (or `postgresql://…`) → that server; `sqlite:/abs/file`, `sqlite:rel/file` or
 * `sqlite:///abs/file` → that file, made absolute.
 */
function databaseTarget(url: string, poolSize: number): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL is not a valid postgres:// address (check characters in the password are percent-encoded).');
    }
    return { engine: 'postgres', url, poolSize };
  }
  const match = /^sqlite:(?:\/\/)?(.+)$/i.exec(url);
  if (!match?.[1]) {
    throw new ConfigError(`DATABASE_URL must look like sqlite:<path> or postgres://user:password@host:5432/database (got "${url}").`);
  }
  return { engine: 'sqlite', path: path.resolve(match[1]) };
}

function remoteOverrides(env: Env): Partial<Record<RemoteName, string>> {
  const result: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = text(env, remoteUrlEnvName(name));
    if (url) result[name] = url;
  }
  return result;
}
