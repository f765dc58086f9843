import { migrate } from '../migrate';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { migrations } from './index';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(() => database.close());

test('candidates told about onboarding forms they never got are given them; others are left alone', async () => {
  await migrate(database, migrations.filter((m) => m.version < 18));
  const db = database.db;
  await db.insertInto('domains').values({ id: 'a.test', name: 'A', config_json: '{}', created_at: '2026-01-01' }).execute();
  for (const [id, kind] of [['welcome-pack', 'onboarding'], ['tax', 'onboarding'], ['survey', 'general']] as const) {
    await db.insertInto('forms').values({ domain: 'a.test', id, kind, title: id, definition_json: '{}', created_at: '2026-01-01', updated_at: '2026-01-01' }).execute();
  }
  const candidate = async (email: string) =>
    (await db.insertInto('candidates').values({ domain: 'a.test', email, password_hash: 'x', is_onboarded: 1, created_at: '2026-01-01' }).returning('id').executeTakeFirstOrThrow()).id;
  const told = async (id: number) =>
    db.insertInto('notifications').values({
      domain: 'a.test', candidate_id: id, category_title: 'Forms', message: 'New form to complete: Onboarding forms.', created_at: '2026-02-03T04:05:06.000Z',
      redirect_url: '/careers/onboarding', notification_type: 'action_required',
    }).execute();
  const victim = await candidate('victim@a.test');
  await told(victim);
  const served = await candidate('served@a.test');
  await told(served);
  await db.insertInto('form_responses').values({ domain: 'a.test', form_id: 'tax', candidate_id: served, status: 'completed', values_json: '{}', created_at: '2026-01-01', updated_at: '2026-01-01' }).execute();
  const untold = await candidate('untold@a.test');

  await migrate(database);
  const formsOf = async (id: number) =>
    (await db.selectFrom('form_responses').select(['form_id', 'status', 'created_at']).where('candidate_id', '=', id).orderBy('form_id').execute());
  expect(await formsOf(victim)).toEqual([
    { form_id: 'tax', status: 'open', created_at: '2026-02-03T04:05:06.000Z' },
    { form_id: 'welcome-pack', status: 'open', created_at: '2026-02-03T04:05:06.000Z' },
  ]);
  expect((await formsOf(served)).map((f) => f.form_id)).toEqual(['tax']);
  expect(await formsOf(untold)).toEqual([]);
});
