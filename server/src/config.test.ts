import path from 'node:path';
import { ConfigError, configDocs, loadConfig } from './config';

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
      databasePath: path.join(repoRoot, '.data', 'careers.sqlite'),
      defaultDomain: 'demo.test',
      demoPositions: 5000,
      demoSeed: 42,
      sessionTtlHours: 336,
      rateLimitMax: 600,
      loginRateLimitMax: 20,
      bodyLimitBytes: 1048576,
      cookieSecure: false,
      trustProxy: false,
      remotesManifest: path.join(repoRoot, '.data', 'remotes.json'),
      logLevel: 'info',
      remoteUrlOverrides: {},
    });
  });

  test('TRUST_PROXY=true makes the server read client addresses from the proxy', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  test('DATA_DIR moves the database and the remotes manifest with it', () => {
    const config = loadConfig({ DATA_DIR: '/srv/careers' });
    expect(config.databasePath).toBe('/srv/careers/careers.sqlite');
    expect(config.remotesManifest).toBe('/srv/careers/remotes.json');
  });

  test('a PostgreSQL URL stops the start with a clear message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/careers' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/careers' })).toThrow(
      /PostgreSQL support is not available in this build yet/,
    );
  });

  test('bad numbers and flags are named in the error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535 (got "eighty").');
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow('COOKIE_SECURE must be true or false (got "maybe").');
  });

  test('REMOTE_URL_<NAME> pins a remote', () => {
    const config = loadConfig({ REMOTE_URL_MF_OFFERS: 'http://127.0.0.1:9/dead/mf-manifest.json' });
    expect(config.remoteUrlOverrides).toEqual({ 'mf-offers': 'http://127.0.0.1:9/dead/mf-manifest.json' });
  });

  test('every variable is documented with a default', () => {
    const names = configDocs.map((d) => d.name);
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DEFAULT_DOMAIN', 'DEMO_POSITIONS', 'DEMO_SEED',
      'SESSION_TTL_HOURS', 'RATE_LIMIT_MAX', 'LOGIN_RATE_LIMIT_MAX', 'BODY_LIMIT_BYTES', 'COOKIE_SECURE', 'REPO_ROOT',
      'REMOTES_MANIFEST', 'LOG_LEVEL']) {
      expect(names).toContain(name);
    }
    expect(configDocs.every((d) => d.default && d.description)).toBe(true);
  });
});
