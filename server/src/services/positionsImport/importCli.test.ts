import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { addCompany } from '../../testing/fixtures';
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../../testing/testDatabase';
import { runImportCli, runTokenCli } from './importCli';
import { isImportToken } from './importTokens';

function buffer() {
  const chunks: string[] = [];
  return { write: (text: string) => chunks.push(text), text: () => chunks.join('') };
}

let dir: string;
let target: TestDatabaseTarget;
let database: OpenDatabase;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-import-cli-'));
  target = await createTestDatabaseTarget();
  database = openDatabase(target.target);
  await migrate(database);
  await addCompany(database.db, 'cli.test');
  env = { DATABASE_URL: target.url, DATA_DIR: dir, LOG_LEVEL: 'silent', INIT_CWD: dir };
});
afterAll(async () => {
  await database.close();
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function cli(run: typeof runImportCli, args: string[]) {
  const stdout = buffer();
  const stderr = buffer();
  const code = await run(args, env, { stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const HEADER = 'external_id,title,department,description,employment_type,city,country,lat,lng,skills';
const titles = async () => (await database.db.selectFrom('positions').select(['external_id', 'title', 'archived_at']).where('domain', '=', 'cli.test').orderBy('external_id').execute());

test('imports a CSV file named relative to where the command was typed, then closes one of its positions', async () => {
  fs.writeFileSync(path.join(dir, 'jobs.csv'), [HEADER, 'A-1,Kite Designer,Design,Kites.,FULL_TIME,Kiel,DE,54.3233,10.1228,Figma;Sketching', 'A-2,Kite Tester,Product,Tests kites.,INTERN,Kiel,DE,54.3233,10.1228,'].join('\n'));
  const first = await cli(runImportCli, ['jobs.csv', '--domain', 'cli.test']);
  expect(first).toEqual({ code: 0, stdout: 'Imported 2 rows into cli.test: 2 created, 0 updated, 0 reopened, 0 closed, 0 unchanged.\n2 alerts queued\n', stderr: '' });
  expect(await titles()).toEqual([
    { external_id: 'A-1', title: 'Kite Designer', archived_at: null },
    { external_id: 'A-2', title: 'Kite Tester', archived_at: null },
  ]);
  // JSON, told by the extension; one closed, one unknown.
  fs.writeFileSync(path.join(dir, 'close.json'), JSON.stringify([{ external_id: 'A-2', status: 'closed' }, { external_id: 'Z-9', status: 'closed' }]));
  const closing = await cli(runImportCli, ['close.json', '--domain', 'cli.test']);
  expect(closing.code).toBe(0);
  expect(closing.stdout).toBe('Imported 2 rows into cli.test: 0 created, 0 updated, 0 reopened, 1 closed, 0 unchanged.\nNothing to close for 1 external ids not known here: Z-9\n0 alerts queued\n');
  expect((await titles())[1]?.archived_at).toEqual(expect.any(String));
});

test('a file with bad rows: every problem by line on stderr, exit 1, nothing written', async () => {
  const before = await titles();
  fs.writeFileSync(path.join(dir, 'bad.csv'), [HEADER, 'B-1,Fine,Design,Ok.,FULL_TIME,Kiel,DE,54.3,10.1,', 'B-2,,Design,Ok.,FULL_TIME,Kiel,DE,54.3,10.1,', 'B-3,Wrong Place,Design,Ok.,FULL_TIME,Kiel,DE,54.3,east,'].join('\n'));
  const res = await cli(runImportCli, ['bad.csv', '--domain', 'cli.test']);
  expect(res).toEqual({
    code: 1,
    stdout: '',
    stderr: 'bad.csv was not imported (2 problems; nothing was written):\n  line 3: title is required\n  line 4: bad coordinates: lng must be a number from -180 to 180 (got "east")\n',
  });
  expect(await titles()).toEqual(before);
});

test('bad arguments and unknown companies are refused with a sentence', async () => {
  expect((await cli(runImportCli, [])).code).toBe(2);
  expect(await cli(runImportCli, ['nothing-here.csv', '--domain', 'cli.test'])).toMatchObject({ code: 1, stderr: `There is no file at ${path.join(dir, 'nothing-here.csv')}.\n` });
  fs.writeFileSync(path.join(dir, 'empty.json'), '[]');
  expect(await cli(runImportCli, ['empty.json', '--domain', 'nowhere.test'])).toMatchObject({ code: 1, stderr: 'No company "nowhere.test" in this database (--domain).\n' });
});

test('the token command prints a token once; the next one replaces it', async () => {
  const first = await cli(runTokenCli, ['--domain', 'cli.test']);
  expect(first.code).toBe(0);
  const token = first.stdout.trim();
  expect(token).toMatch(/^cpi_[A-Za-z0-9_-]{43}$/);
  expect(first.stderr).toMatch(/shown this once/);
  expect(await isImportToken(database.db, 'cli.test', token)).toBe(true);
  const second = (await cli(runTokenCli, ['--domain', 'cli.test'])).stdout.trim();
  expect(await isImportToken(database.db, 'cli.test', token)).toBe(false);
  expect(await isImportToken(database.db, 'cli.test', second)).toBe(true);
});
