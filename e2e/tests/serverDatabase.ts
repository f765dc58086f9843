import { createRequire } from 'node:module';
import { databaseUrl, dataDir, PORT } from '../playwright.config';

// The main e2e server's database, opened by the server's own build (config and Kysely), so a test sets up or
// observes through the product's data layer on whichever engine the server runs: its SQLite file, or its
// PostgreSQL database under E2E_POSTGRES_URL (playwright.config.ts). Never SQL text against one engine's file.

const load = createRequire(__filename);
const DIST = '../../server/dist/server/src';

/** A module of the server's build, by its path under server/dist/server/src (e.g. 'db/demo/extendOffer.js'). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const serverModule = (path: string): any => load(`${DIST}/${path}`);

/** The server's settings as the main e2e server has them (its data folder, port and database). */
function serverConfig() {
  const { loadConfig } = serverModule('config.js');
  return loadConfig({ DATA_DIR: dataDir(PORT), PORT: String(PORT), LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl(PORT) });
}

/**
 * Runs `use` on a connection of its own to the main e2e server's database (a Kysely instance of the server's
 * tables, and the config it was opened with), closed afterwards. The server keeps running meanwhile: on SQLite its
 * writers take turns (db/database.ts), so a write here waits for the server's rather than failing.
 */
// The build is loaded at run time (as the servers run it), so its types are not the e2e project's to check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function withServerDatabase<T>(use: (db: any, config: any) => Promise<T>): Promise<T> {
  const { openDatabase } = serverModule('db/database.js');
  const config = serverConfig();
  const database = openDatabase(config.database, { applicationName: 'careers-e2e' });
  try {
    return await use(database.db, config);
  } finally {
    await database.close();
  }
}
