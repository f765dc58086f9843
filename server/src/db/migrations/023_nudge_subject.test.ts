import { migrate } from '../migrate';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { migrations } from './index';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterEach(() => database.close());

test("existing 'complete_profile' nudges get the subject their words named, once; other kinds stay without one", async () => {
  await migrate(database, migrations.filter((m) => m.version < 23));
  const db = database.db;
  await db.insertInto('domains').values({ id: 'a.test', name: 'A', config_json: '{}', created_at: '2026-01-01' }).execute();
  const candidate = (await db.insertInto('candidates').values({ domain: 'a.test', email: 'c@a.test', password_hash: 'x', is_onboarded: 1, created_at: '2026-01-01' }).returning('id').executeTakeFirstOrThrow()).id;
  const messages: Array<[kind: string, message: string]> = [
    ['complete_profile', 'Add a photo to your profile so recruiters recognise you at interviews.'],
    ['complete_profile', 'Add your skills so we can recommend better roles.'],
    ['complete_profile', 'Upload your Resume.'],
    ['complete_profile', 'How many years of experience do you have?'],
    ['complete_profile', 'Tell us about your work experience.'],
    ['complete_profile', 'Add your education (degrees, courses).'],
    ['complete_profile', 'Where are you? Add your location!'],
    ['complete_profile', 'Finish your profile to get better matches.'],
    ['complete_profile', 'Your photographs and skillset'],
    ['finish_application', 'You have an unfinished application with your photo.'],
  ];
  for (const [kind, message] of messages) {
    await db.insertInto('nudges').values({ domain: 'a.test', candidate_id: candidate, kind, message, action_url: null, created_at: '2026-01-01' }).execute();
  }

  await migrate(database);
  const rows = await db.selectFrom('nudges').select(['message', 'subject']).orderBy('id').execute();
  expect(rows.map((r) => r.subject)).toEqual([
    'avatar', 'skills', 'resume', 'experience_years', 'experience', 'education', 'location',
    null, // names no section: the whole profile
    null, // whole words only: 'photographs' and 'skillset' name nothing
    null, // not a profile nudge
  ]);
});
