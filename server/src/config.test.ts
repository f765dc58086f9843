import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { configDocs } from './configDocs';

describe('loadConfig', () => {
  test('uses the documented defaults', () => {
    const config = loadConfig({});
    const repoRoot = path.resolve(__dirname, '..', '..');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      repoRoot,
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: `sqlite:${path.join(repoRoot, '.data', 'careers.sqlite')}`,
      database: { engine: 'sqlite', path: path.join(repoRoot, '.data', 'careers.sqlite') },
      defaultDomain: 'demo.test',
      demoPositions: 5000,
      demoSeed: 42,
      sessionTtlHours: 336,
      rateLimitMax: 600,
      loginRateLimitMax: 20,
      bodyLimitBytes: 262144,
      filesStore: 'directory',
      filesDir: path.join(repoRoot, '.data', 'files'),
      uploads: {
        maxFileBytes: 10485760,
        pendingFilesPerUploader: 20,
        pendingBytesPerUploader: 52428800,
        bytesPerIp: 209715200,
        bytesTotal: 2147483648,
        pendingRetentionHours: 24,
        perIpAtOnce: 4,
      },
      http: { requestTimeoutMs: 120000, headersTimeoutMs: 15000, keepAliveTimeoutMs: 5000, maxConnections: 2048, idleTimeoutMs: 60000, maxConnectionsPerIp: 128 },
      vslogRetentionDays: 30,
      vslogMaxRows: 100000,
      vslogRateLimitMax: 120,
      cookieSecure: false,
      cookieSameSite: 'lax',
      embedAllowedOrigins: [],
      intranetPort: 8081,
      trustProxy: false,
      remotesManifest: path.join(repoRoot, '.data', 'remotes.json'),
      logLevel: 'info',
      remoteUrlOverrides: {},
    });
  });

  test('TRUST_PROXY lists the proxies\' addresses; a blanket true or a hop count is refused', () => {
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,Loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const off of ['', 'false', '0', 'off']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    const advice = 'List the addresses or CIDR ranges of the proxies in front of the server instead (TRUST_PROXY=127.0.0.1,10.0.0.0/8).';
    for (const blanket of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: blanket })).toThrow(
        `TRUST_PROXY=true would believe any X-Forwarded-For header, so anyone could pick their own address and get around the rate limits. ${advice}`,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      `TRUST_PROXY=1 (a number of proxies) cannot tell a proxy from a client that connects directly, so Fastify ignores it. ${advice}`,
    );
    for (const everyone of ['0.0.0.0/0', '::/0']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(`TRUST_PROXY=${everyone} trusts every address, like true. ${advice}`);
    }
    for (const bad of ['proxy.internal', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,,x', '1.5', ',', '10.0.0.0/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY must be comma-separated proxy addresses or CIDR ranges, like 127.0.0.1,10.0.0.0/8 (got "${bad}").`,
      );
    }
  });

  test('DATA_DIR moves the database and the remotes manifest with it', () => {
    const config = loadConfig({ DATA_DIR: '/srv/careers' });
    expect(config.database).toEqual({ engine: 'sqlite', path: '/srv/careers/careers.sqlite' });
    expect(config.remotesManifest).toBe('/srv/careers/remotes.json');
  });

  test('a PostgreSQL URL selects PostgreSQL with the pool size asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/careers', DATABASE_POOL_SIZE: '4' }).database).toEqual({
      engine: 'postgres', url: 'postgres://u:p@db/careers', poolSize: 4,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/careers' }).database).toMatchObject({ engine: 'postgres', poolSize: 10 });
  });

  test('an address that is neither engine names both forms', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/careers' })).toThrow(
      'DATABASE_URL must look like sqlite:<path> or postgres://user:password@host:5432/database (got "mysql://db/careers").',
    );
  });

  test('bad numbers and flags are named in the error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty").');
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow('COOKIE_SECURE must be true or false (got "maybe").');
  });

  test('OUTBOX_POLL_MS sets how often the outbox is looked at: 5 s unless given, 100 ms to an hour', () => {
    expect(loadConfig({}).mail.outboxPollMs).toBe(5000);
    expect(loadConfig({ OUTBOX_POLL_MS: '200' }).mail.outboxPollMs).toBe(200);
    expect(() => loadConfig({ OUTBOX_POLL_MS: '10' })).toThrow('OUTBOX_POLL_MS must be a whole number from 100 to 3600000 (got "10").');
  });

  test('REMOTE_URL_<NAME> pins a remote', () => {
    const config = loadConfig({ REMOTE_URL_MF_OFFERS: 'http://127.0.0.1:9/dead/mf-manifest.json' });
    expect(config.remoteUrlOverrides).toEqual({ 'mf-offers': 'http://127.0.0.1:9/dead/mf-manifest.json' });
  });

  test('COOKIE_SAMESITE=none (cross-site embedding) forces a Secure cookie', () => {
    expect(loadConfig({ COOKIE_SAMESITE: 'none' })).toMatchObject({ cookieSameSite: 'none', cookieSecure: true });
    expect(loadConfig({ COOKIE_SAMESITE: 'LAX' })).toMatchObject({ cookieSameSite: 'lax', cookieSecure: false });
    expect(() => loadConfig({ COOKIE_SAMESITE: 'strict' })).toThrow('COOKIE_SAMESITE must be lax or none (got "strict").');
  });

  test('EMBED_ALLOWED_ORIGINS is a comma-separated list of origins, normalized', () => {
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: ' https://Intranet.Example.com/ , http://localhost:3000,' }).embedAllowedOrigins).toEqual([
      'https://intranet.example.com',
      'http://localhost:3000',
    ]);
    for (const bad of ['*', 'intranet.example.com', 'https://intranet.example.com/path', 'ftp://x.example']) {
      expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: bad })).toThrow(`EMBED_ALLOWED_ORIGINS must list origins like https://intranet.example.com (got "${bad}").`);
    }
  });

  test('FILES_STORE: files beside an SQLite file, in the database with PostgreSQL; either may be chosen', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/careers' }).filesStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/careers', FILES_STORE: 'directory' }).filesStore).toBe('directory');
    expect(loadConfig({ FILES_STORE: 'Database' }).filesStore).toBe('database');
    expect(() => loadConfig({ FILES_STORE: 's3' })).toThrow(new ConfigError('FILES_STORE must be directory or database (got "s3").'));
  });

  test('INTRANET_PORT follows PORT; 0 turns the demo intranet off', () => {
    expect(loadConfig({ PORT: '9000' }).intranetPort).toBe(9001);
    expect(loadConfig({ PORT: '9000', INTRANET_PORT: '7000' }).intranetPort).toBe(7000);
    expect(loadConfig({ INTRANET_PORT: '0' }).intranetPort).toBe(0);
    expect(loadConfig({ PORT: '0' }).intranetPort).toBe(0);
  });

  test('ESIGN_PORT follows PORT (PORT + 2); 0 turns the e-signature provider off; ESIGN_PUBLIC_ORIGIN is one origin', () => {
    expect(loadConfig({ PORT: '9000' })).toMatchObject({ esignPort: 9002, esignPublicOrigin: null });
    expect(loadConfig({ PORT: '9000', ESIGN_PORT: '7000' }).esignPort).toBe(7000);
    expect(loadConfig({ ESIGN_PORT: '0' }).esignPort).toBe(0);
    expect(loadConfig({ PORT: '0' }).esignPort).toBe(0);
    expect(loadConfig({ PORT: '65534' }).esignPort).toBe(0);
    expect(loadConfig({ ESIGN_PUBLIC_ORIGIN: 'https://ESIGN.example.com:443/' }).esignPublicOrigin).toBe('https://esign.example.com');
    expect(() => loadConfig({ ESIGN_PUBLIC_ORIGIN: 'https://esign.example.com/sign' })).toThrow(
      new ConfigError('ESIGN_PUBLIC_ORIGIN must be an origin like https://esign.example.com (got "https://esign.example.com/sign").'),
    );
  });

  test('every variable is documented with a default', () => {
    const names = configDocs.map((d) => d.name);
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DEFAULT_DOMAIN', 'DEMO_POSITIONS', 'DEMO_SEED',
      'SESSION_TTL_HOURS', 'RATE_LIMIT_MAX', 'LOGIN_RATE_LIMIT_MAX', 'BODY_LIMIT_BYTES', 'COOKIE_SECURE', 'REPO_ROOT',
      'REMOTES_MANIFEST', 'LOG_LEVEL', 'COOKIE_SAMESITE', 'EMBED_ALLOWED_ORIGINS', 'INTRANET_PORT', 'ESIGN_PORT', 'ESIGN_PUBLIC_ORIGIN', 'TRUST_PROXY',
      'FILES_STORE', 'FILES_DIR', 'UPLOAD_MAX_BYTES', 'UPLOAD_PENDING_FILES', 'UPLOAD_PENDING_BYTES', 'UPLOAD_BYTES_PER_IP',
      'UPLOAD_BYTES_TOTAL', 'UPLOAD_RETENTION_HOURS', 'UPLOADS_PER_IP_AT_ONCE', 'REQUEST_TIMEOUT_MS', 'HEADERS_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS', 'MAX_CONNECTIONS', 'MAX_CONNECTIONS_PER_IP', 'IDLE_TIMEOUT_MS', 'VSLOG_RATE_LIMIT_MAX', 'VSLOG_RETENTION_DAYS', 'VSLOG_MAX_ROWS', 'OUTBOX_POLL_MS']) {
      expect(names).toContain(name);
    }
    // Files no longer travel in form bodies: the setting that made room for them is gone.
    expect(names).not.toContain('FORM_BODY_LIMIT_BYTES');
    expect(configDocs.every((d) => d.default && d.description)).toBe(true);
  });
});
