// Test-only (e2e/tests/alerts.spec.ts): adds a live position to the running e2e server's database and
// announces it through announceNewPositions, as the positions import does after an import.
// Usage: node e2e/tests/alertsAnnounce.mjs <DATA_DIR> <PORT> <title>   → prints {"id":…,"result":…}
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = '../../server/dist/server/src';
const { loadConfig } = require(`${dist}/config.js`);
const { openDatabase } = require(`${dist}/db/database.js`);
const { announceNewPositions } = require(`${dist}/services/alerts/announceNewPositions.js`);

const [dataDir, port, title] = process.argv.slice(2);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: port, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
try {
  const { id } = await database.db
    .insertInto('positions')
    .values({
      domain: 'demo.test', title, department: 'Engineering', description: 'Added by the alerts e2e test.', skills_json: '[]',
      employment_type: 'FULL_TIME', location_name: 'Berlin, Berlin, DE', city: 'Berlin', region: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405,
      posted_at: new Date().toISOString(), archived_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = await announceNewPositions({ db: database.db, config, now: Date.now }, 'demo.test', [id]);
  process.stdout.write(JSON.stringify({ id, result }));
} finally {
  await database.close();
}
