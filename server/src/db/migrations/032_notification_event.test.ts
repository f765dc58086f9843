import { migrate } from '../migrate';
import { listNotifications } from '../../services/notifications';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { migrations } from './index';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(() => database.close());

test('notifications stored before the event column keep their stored text, in any language they are read in', async () => {
  await migrate(database, migrations.filter((m) => m.version < 32));
  const db = database.db;
  await db.insertInto('domains').values({ id: 'a.test', name: 'A', config_json: '{}', created_at: '2026-01-01' }).execute();
  const candidateId = (await db.insertInto('candidates').values({ domain: 'a.test', email: 'c@a.test', password_hash: 'x', is_onboarded: 1, created_at: '2026-01-01' }).returning('id').executeTakeFirstOrThrow()).id;
  // The row as notify() wrote it before migration 32: no event_json column yet.
  await db.insertInto('notifications').values({
    domain: 'a.test', candidate_id: candidateId, category_title: 'Offers', message: 'You have a new job offer for Chef. Review and sign it before it expires.',
    created_at: '2026-02-03T04:05:06.000Z', redirect_url: '/careers/offer/1?domain=a.test', notification_type: 'action_required',
  }).execute();

  await migrate(database);
  expect(await db.selectFrom('notifications').select(['category_title', 'event_json']).execute()).toEqual([{ category_title: 'Offers', event_json: null }]);
  const reader = { locale: 'es', timeZone: 'UTC', companyName: 'A' };
  expect(await listNotifications(db, { domain: 'a.test', candidateId }, { reader })).toEqual([{
    id: expect.stringMatching(/^\d+$/), categoryTitle: 'Offers', message: 'You have a new job offer for Chef. Review and sign it before it expires.',
    createdAt: '2026-02-03T04:05:06.000Z', isClicked: false, redirectUrl: '/careers/offer/1?domain=a.test', notificationType: 'action_required',
  }]);
});
