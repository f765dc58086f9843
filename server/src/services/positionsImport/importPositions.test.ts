import { loadConfig } from '../../config';
import { addCompany } from '../../testing/fixtures';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { getDomain, type Domain } from '../domains';
import { importPositions, InvalidImport, type ImportDeps } from './importPositions';

let database: TestDatabase;
let domain: Domain;
const config = loadConfig({ LOG_LEVEL: 'silent' });
const NOW = Date.parse('2026-11-23T12:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await addCompany(database.db, 'ann.test');
  domain = (await getDomain(database.db, 'ann.test')) as Domain;
});
afterAll(async () => {
  await database.close();
});

const row = (id: string, title: string, extra = '') => `${id},${title},Engineering,About it.,FULL_TIME,Oslo,NO,59.9139,10.7522${extra}`;
const file = (...rows: string[]) => ['external_id,title,department,description,employment_type,city,country,lat,lng', ...rows].join('\n');

function listening(fail = false) {
  const calls: Array<{ domain: string; ids: readonly number[] }> = [];
  const logged: string[] = [];
  const deps: ImportDeps = {
    db: database.db,
    config,
    now: () => NOW,
    logError: (_error, what) => logged.push(what),
    announce: async (_deps, d, ids) => {
      calls.push({ domain: d, ids });
      if (fail) throw new Error('mail server down');
    },
  };
  return { deps, calls, logged };
}

test('only what an import opened is announced: new and reopened positions, not updates or closes', async () => {
  const first = listening();
  const made = await importPositions(first.deps, domain, file(row('N-1', 'Fjord Pilot'), row('N-2', 'Fjord Guide')));
  expect(first.calls).toEqual([{ domain: 'ann.test', ids: made.openedIds }]);
  expect(made.openedIds).toHaveLength(2);

  const second = listening();
  await importPositions(second.deps, domain, file(row('N-1', 'Senior Fjord Pilot')));
  await importPositions(second.deps, domain, 'external_id,status\nN-2,closed');
  expect(second.calls).toEqual([]);

  const third = listening();
  const reopened = await importPositions(third.deps, domain, file(row('N-2', 'Fjord Guide')));
  expect(reopened).toMatchObject({ reopened: 1, openedIds: [made.openedIds[1]] });
  expect(third.calls).toEqual([{ domain: 'ann.test', ids: [made.openedIds[1]] }]);
});

test('a failed announcement is logged and said, and the positions stay imported', async () => {
  const failing = listening(true);
  const report = await importPositions(failing.deps, domain, file(row('F-1', 'Fjord Cook')));
  expect(report).toMatchObject({ created: 1, announced: false });
  expect(failing.logged).toEqual(['announcing imported positions failed']);
  expect(await database.db.selectFrom('positions').select('title').where('external_id', '=', 'F-1').execute()).toEqual([{ title: 'Fjord Cook' }]);
});

test('a refused file announces nothing and writes nothing', async () => {
  const quiet = listening();
  await expect(importPositions(quiet.deps, domain, file(row('R-1', 'Fjord Baker'), row('R-2', 'Fjord Smith', '').replace('59.9139', 'north')))).rejects.toBeInstanceOf(InvalidImport);
  expect(quiet.calls).toEqual([]);
  expect(await database.db.selectFrom('positions').select('id').where('external_id', '=', 'R-1').execute()).toEqual([]);
});
