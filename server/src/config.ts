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
  /** Time limits and the connection cap of the HTTP server (see configDocs). */
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
}

export type CookieSameSite = 'lax' | 'none';

export type TrustProxy = false | string[];

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
  { name: 'REPO_ROOT', default: 'the folder above server/', description: 'Repository root; the shell and remote builds are found under it (`shell/dist`, `mf-*/dist`).' },
  { name: 'DATA_DIR', default: '<REPO_ROOT>/.data', description: 'Folder for the database file and other server-made files.' },
  { name: 'KEYS_DIR', default: '<DATA_DIR>/keys', description: 'Folder of the evidence key file `evidence-keys` (created on first start, mode 0600), used when EVIDENCE_KEYS is unset. Keep it outside the database and back it up with it; instances on one database share it (a shared volume) or set EVIDENCE_KEYS. See Evidence keys.' },
  { name: 'EVIDENCE_KEYS', default: '(unset): the key file in KEYS_DIR', description: 'The evidence keys, newest first, separated by commas (each 32 bytes as 43 base64url characters, as `npm run evidence-keys -- new` prints): they key the offer audit chain, wrap the PDF seal\'s private key and key the log-in throttle. Give every instance the same value. See Evidence keys.' },
  { name: 'DATABASE_URL', default: 'sqlite:<DATA_DIR>/careers.sqlite', description: 'Database to use: `sqlite:<path>` (one process, nothing to install) or `postgres://user:password@host:5432/database` (any number of instances; see Running several instances).' },
  { name: 'DATABASE_POOL_SIZE', default: '10', description: 'PostgreSQL connections each instance keeps at most (at least 2: background work such as the hourly clean-up holds one for its cluster lock while it runs).' },
  { name: 'DEFAULT_DOMAIN', default: 'demo.test', description: 'Company (domain) served when the request names none.' },
  { name: 'DEMO_POSITIONS', default: '5000', description: 'Number of demo positions created on first start (empty database).' },
  { name: 'DEMO_SEED', default: '42', description: 'Seed of the demo-data generator; the same seed gives the same rows.' },
  { name: 'SESSION_TTL_HOURS', default: '336', description: 'Lifetime of a logged-in session (14 days). Sessions of visitors who are not logged in last 12 hours (or this, if shorter).' },
  { name: 'RATE_LIMIT_MAX', default: '600', description: 'Requests per minute per IP address, all routes together.' },
  { name: 'LOGIN_RATE_LIMIT_MAX', default: '20', description: 'Requests per minute per IP address on POST /candidate/login and /candidate/signup.' },
  { name: 'LOGIN_THROTTLE_FREE_FAILURES', default: '5', description: 'Failed log-ins for one email address (per company, whether or not it has an account) before each further attempt must wait: 1 s after this many, then 2 s, 4 s … (429 with Retry-After). A correct password resets the count.' },
  { name: 'LOGIN_THROTTLE_MAX_DELAY_SECONDS', default: '900', description: 'The longest wait between log-in attempts for one email address (15 minutes): the most that someone guessing passwords can keep the real candidate out.' },
  { name: 'LOGIN_THROTTLE_WINDOW_HOURS', default: '24', description: 'Failed log-ins for an email address are forgotten this many hours after the last one.' },
  { name: 'FORM_SUBMIT_RATE_LIMIT_MAX', default: '30', description: 'Requests per minute per IP address on each route that stores form answers: POST /api/pcsx/apply, /api/pcsx/draft_applications, /api/pcsx/forms/{id}/save, /api/pcsx/forms/{id}/submit and the file upload POST /api/pcsx/form_files.' },
  { name: 'ASSISTANT_RATE_LIMIT_MAX', default: '30', description: 'Requests per minute per IP address on POST /api/pcsx/assistant.' },
  { name: 'BODY_LIMIT_BYTES', default: '262144', description: 'Largest accepted JSON or form body (256 KiB); larger bodies get 413. Files do not travel in these bodies: they are uploaded one by one (`UPLOAD_MAX_BYTES`).' },
  { name: 'FILES_STORE', default: 'directory with SQLite, database with PostgreSQL', description: 'Where uploaded files are kept, each content once under its SHA-256: `directory` (files under FILES_DIR; several instances must share it, a shared volume) or `database` (the `file_blobs` table, which every instance behind one database reads; see Where uploaded files live).' },
  { name: 'FILES_DIR', default: '<DATA_DIR>/files', description: 'Folder of uploaded files with FILES_STORE=directory. With either store, its `tmp/` holds the uploads in progress of this instance (local disk is enough).' },
  { name: 'UPLOAD_MAX_BYTES', default: '10485760', description: 'Largest single uploaded file (10 MiB), streamed to disk and checked while it arrives; a form question may allow less (its maxFileSizeMB rule), never more.' },
  { name: 'UPLOAD_PENDING_FILES', default: '20', description: 'Files a candidate may have uploaded that no saved answer uses yet (a visitor who is not logged in: files uploaded within UPLOAD_RETENTION_HOURS, used or not); beyond it uploads get 429 until a form is saved or the files expire.' },
  { name: 'UPLOAD_PENDING_BYTES', default: '52428800', description: 'Bytes of those files per candidate or visitor (50 MiB).' },
  { name: 'UPLOAD_BYTES_PER_IP', default: '209715200', description: 'Bytes one IP address may upload within UPLOAD_RETENTION_HOURS, used by saved answers or not (200 MiB), so new sessions and repeated public submissions buy no new quota.' },
  { name: 'UPLOAD_BYTES_TOTAL', default: '2147483648', description: 'Bytes the whole site takes within UPLOAD_RETENTION_HOURS in files no saved answer uses yet and in files of visitors who are not logged in (2 GiB); beyond it uploads pause (503).' },
  { name: 'UPLOAD_RETENTION_HOURS', default: '24', description: 'Hours an uploaded file that no saved answer uses is kept before it is deleted; also the period the upload quotas count.' },
  { name: 'UPLOADS_PER_IP_AT_ONCE', default: '4', description: 'Uploads one IP address may have in progress at the same time (429 beyond).' },
  { name: 'REQUEST_TIMEOUT_MS', default: '120000', description: 'Time a client has to send a whole request, body included (2 minutes: a 10 MiB upload at 1 Mbit/s); then 408 and the connection closes.' },
  { name: 'HEADERS_TIMEOUT_MS', default: '15000', description: 'Time a client has to send the request headers.' },
  { name: 'KEEP_ALIVE_TIMEOUT_MS', default: '5000', description: 'Idle time after which a kept-alive connection is closed.' },
  { name: 'MAX_CONNECTIONS', default: '2048', description: 'Open connections the server accepts at once; more are refused until some close.' },
  { name: 'MAX_CONNECTIONS_PER_IP', default: '128', description: 'Open connections one IP address may have at once; more are closed at once. Not applied with TRUST_PROXY (every client would have the proxy\'s address): the proxy must limit them.' },
  { name: 'IDLE_TIMEOUT_MS', default: '60000', description: 'A connection with no traffic either way for this long is closed, such as a client that stops reading the answer.' },
  { name: 'VSLOG_RATE_LIMIT_MAX', default: '120', description: 'Requests per minute per IP address on POST /vslog (client events and errors).' },
  { name: 'VSLOG_RETENTION_DAYS', default: '30', description: 'Days client log lines are kept; older ones are deleted every hour.' },
  { name: 'VSLOG_MAX_ROWS', default: '100000', description: 'Client log lines kept at most per company (each at most 16 KB of data, so at most about 1.6 GB); the oldest go first.' },
  { name: 'COOKIE_SECURE', default: 'false', description: 'Mark the session cookie `Secure` (set to true behind HTTPS).' },
  { name: 'COOKIE_SAMESITE', default: 'lax', description: 'SameSite of the session cookie: `lax`, or `none` for widgets embedded on another site (forces `Secure`, so it needs HTTPS). Other ports and subdomains of the same site work with `lax`.' },
  { name: 'EMBED_ALLOWED_ORIGINS', default: '(none)', description: 'Comma-separated origins (`https://intranet.example.com`) whose pages may embed widgets and call the API with the visitor\'s session, for every company; each company adds its own in `embedConfig.allowedOrigins`.' },
  { name: 'INTRANET_PORT', default: 'PORT + 1', description: 'Port of the demo intranet page that embeds the notification bell (same HOST); its origins are allowed to embed. `0` turns it off (also the default when PORT is 0).' },
  { name: 'ESIGN_PORT', default: 'PORT + 2', description: 'Port of the development e-signature provider (same HOST): the signing pages the offers pages frame for documents signed by e-signature, on an origin of their own. It records each result in the database, where the site picks it up. `0` turns it off (also the default when PORT is 0); documents meant for e-signature then show in the embedded PDF flow.' },
  { name: 'ESIGN_PUBLIC_ORIGIN', default: '(unset)', description: 'The origin visitors reach the e-signature provider at, when it is not `http://localhost:<ESIGN_PORT>` (visitors from other machines, or behind a proxy: `https://esign.example.com`). The provider can be framed only by the careers site at PORT on localhost or 127.0.0.1, and by the origins allowed to embed widgets (EMBED_ALLOWED_ORIGINS, the company\'s own, the demo intranet): list the careers site\'s public origin in EMBED_ALLOWED_ORIGINS when it is reached otherwise.' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Behind a reverse proxy: comma-separated addresses or CIDR ranges of the proxies (`127.0.0.1,10.0.0.0/8`; `loopback`, `linklocal` and `uniquelocal` work too) whose X-Forwarded-For names the client address, for rate limits and logs. `true` and hop counts (`1`) are refused: they would let a client that reaches the server directly choose its own address.' },
  { name: 'REMOTES_MANIFEST', default: '<DATA_DIR>/remotes.json', description: 'JSON file `{ "<remote>": "<manifest URL>" }` overriding discovered remotes; used only if it exists, re-read when it changes.' },
  { name: 'REMOTE_URL_<NAME>', default: '(unset)', description: 'Pin one remote to a URL, e.g. `REMOTE_URL_MF_OFFERS=https://cdn.example/mf-offers/mf-manifest.json`; wins over everything else.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'LOG_BUFFER_BYTES', default: '8388608', description: 'Log lines waiting to be written to stdout (8 MiB, about 30,000 request lines) while whatever reads it (a log shipper, a pipe) does not keep up. Lines that do not fit are dropped, not waited for, and once the reader has caught up one `warn` line says how many: `{"level":40,…,"dropped":N,"msg":"N log lines dropped"}`. See Logs.' },
  { name: 'SMTP_URL', default: '(unset)', description: 'SMTP server that sends e-mail (job alerts, their confirmations): `smtp://user:password@host:587` (STARTTLS when offered), `smtps://user:password@host:465`; percent-encode special characters of the password. Unset: each message is written to `<DATA_DIR>/outbox` instead (an `.eml` file and a `.json` summary) and listed at /careers/dev/outbox (see MAIL_OUTBOX_PAGE).' },
  { name: 'MAIL_FROM', default: 'Careers <no-reply@localhost>', description: 'The From address of every message.' },
  { name: 'PUBLIC_ORIGIN', default: 'http://localhost:<PORT>', description: 'The address candidates reach the site at, for the links in e-mail (confirm a job alert, unsubscribe, open the jobs): `https://careers.example.com`.' },
  { name: 'MAIL_OUTBOX_PAGE', default: '(unset): this machine only, off when NODE_ENV=production', description: 'Who /careers/dev/outbox lists the messages of the outbox folder to (development: read the confirmation links there). Unset: requests from this machine only (127.0.0.1 or ::1 as the server sees the client, after TRUST_PROXY: behind a proxy on the same machine, set TRUST_PROXY or every visitor looks local); off when NODE_ENV=production. `true`: anyone who reaches the server; `false`: no one. Never shown with SMTP_URL set; it shows every message written, with working links, so keep it off where real people subscribe.' },
  { name: 'ALERT_CONFIRMATIONS_PER_ADDRESS', default: '3', description: 'Job-alert confirmation messages one mailbox may be sent per day, whoever asks: a stranger cannot flood someone\'s mailbox by subscribing them. Counted per mailbox, not per spelling: case, a `+tag` and (at gmail.com, which is also googlemail.com) dots in the name do not make another address.' },
  { name: 'ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR', default: '30', description: 'Job-alert confirmation messages sent to the addresses of one recipient domain (`example.com`) per hour, whoever asks: a stranger cannot make the site\'s mail server spam one organisation and spoil its standing with that domain\'s mail filters. Not counted for large public mail providers (gmail.com, outlook.com, yahoo.com, gmx.* … listed in `server/src/services/alerts/publicMailProviders.ts`): there one requester would block every user\'s confirmations; the per-mailbox and per-IP caps guard those.' },
  { name: 'ALERT_CONFIRMATIONS_PER_IP_PER_HOUR', default: '10', description: 'Job-alert confirmation messages one requester may cause per hour, whatever the addresses and companies: an IPv4 address, or an IPv6 /64 network. Counted in the database (`job_alert_requests`, kept an hour), so it holds across instances. A request over it gets the same 202 answer and no message.' },
  { name: 'ALERT_RATE_LIMIT_MAX', default: '10', description: 'Requests per minute per IP address on the visitors\' job-alert calls (POST /api/pcsx/job_alerts, confirm, unsubscribe).' },
];

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
