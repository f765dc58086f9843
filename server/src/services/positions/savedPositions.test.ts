import { demoCompanySettings } from '../../db/demo/company';
import type { Db } from '../../db/database';
import { addCandidate, addCompany, addPosition } from '../../testing/positionRows';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Candidate } from '../candidates';
import { MAX_SAVED_POSITIONS, applyPositionAction, hasApplied, isSaved, listSavedPositions } from './savedPositions';

// Saving positions on either engine (SQLite, or PostgreSQL with TEST_POSTGRES_URL), where two server
// instances may handle two saves of one candidate at the same moment.

let database: TestDatabase;
let db: Db;
let candidate: Candidate;
const DOMAIN = 'saves.test';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, DOMAIN, demoCompanySettings());
  await addCompany(db, 'elsewhere.test', demoCompanySettings());
  candidate = await addCandidate(db, DOMAIN, 'sam@saves.test');
});
afterAll(() => database.close());

test('save, save again, list (closed ones too, newest first), unsave; another company\'s position is not found', async () => {
  const open = await addPosition(db, { domain: DOMAIN, title: 'Open Role' });
  const closed = await addPosition(db, { domain: DOMAIN, title: 'Closed Role', archived: true });
  const foreign = await addPosition(db, { domain: 'elsewhere.test', title: 'Foreign Role' });
  // Saved while it was open: the position closed afterwards.
  await db.insertInto('saved_positions').values({ domain: DOMAIN, candidate_id: candidate.id, position_id: closed, created_at: '2026-01-01T00:00:00.000Z' }).execute();
  expect(await applyPositionAction(db, candidate, closed, 'save', Date.now())).toBe(true);
  expect(await applyPositionAction(db, candidate, open, 'save', Date.now())).toBe(true);
  expect(await applyPositionAction(db, candidate, open, 'save', Date.now())).toBe(true);
  const listed = await listSavedPositions(db, candidate, Date.now());
  expect(listed.map((p) => [p.id, p.archived_at !== null, p.is_closed])).toEqual([[open, false, false], [closed, true, true]]);
  expect(listed[0]).toMatchObject({ name: 'Open Role', saved_at: expect.any(String), skills: [] });
  await expect(applyPositionAction(db, candidate, foreign, 'save', Date.now())).rejects.toThrow('Position not found.');
  expect(await applyPositionAction(db, candidate, open, 'unsave', Date.now())).toBe(false);
  expect(await isSaved(db, candidate, open)).toBe(false);
  expect(await isSaved(db, null, closed)).toBe(false);
});

test('a closed position is not saved anew (a conflict); one saved before it closed can be unsaved', async () => {
  const closed = await addPosition(db, { domain: DOMAIN, title: 'Closed Before Saving', archived: true });
  await expect(applyPositionAction(db, candidate, closed, 'save', Date.now())).rejects.toMatchObject({
    kind: 'conflict',
    code: 'position_closed',
    message: 'This position is closed and no longer takes applications.',
  });
  expect(await isSaved(db, candidate, closed)).toBe(false);
  const closing = await addPosition(db, { domain: DOMAIN, title: 'Closing Role' });
  expect(await applyPositionAction(db, candidate, closing, 'save', Date.now())).toBe(true);
  await db.updateTable('positions').set({ archived_at: '2026-02-20T00:00:00.000Z' }).where('id', '=', closing).execute();
  expect(await applyPositionAction(db, candidate, closing, 'unsave', Date.now())).toBe(false);
  await expect(applyPositionAction(db, candidate, closing, 'save', Date.now())).rejects.toMatchObject({ kind: 'conflict', code: 'position_closed' });
});

test('hasApplied: an active application only', async () => {
  const role = await addPosition(db, { domain: DOMAIN, title: 'Applied Role' });
  expect(await hasApplied(db, candidate, role)).toBe(false);
  const application = { domain: DOMAIN, candidate_id: candidate.id, position_id: role, status: 'Applied', stage: 'Review', created_at: '2026-01-01', updated_at: '2026-01-01' };
  await db.insertInto('applications').values({ ...application, is_active: 0 }).execute();
  expect(await hasApplied(db, candidate, role)).toBe(false);
  await db.insertInto('applications').values({ ...application, is_active: 1 }).execute();
  expect(await hasApplied(db, candidate, role)).toBe(true);
  expect(await hasApplied(db, null, role)).toBe(false);
});

test(`saves at once when one place is left: one is saved, the others refused, never ${MAX_SAVED_POSITIONS + 1}`, async () => {
  const other = await addCandidate(db, DOMAIN, 'kim@saves.test');
  const ids: number[] = [];
  for (let i = 0; i < MAX_SAVED_POSITIONS + 7; i++) ids.push(await addPosition(db, { domain: DOMAIN, title: `Filler ${i}` }));
  await db
    .insertInto('saved_positions')
    .values(ids.slice(0, MAX_SAVED_POSITIONS - 1).map((id) => ({ domain: DOMAIN, candidate_id: other.id, position_id: id, created_at: '2026-01-01T00:00:00.000Z' })))
    .execute();
  // As from several server instances: each save on a connection of its own (PostgreSQL), all at once.
  const outcomes = await Promise.allSettled(ids.slice(MAX_SAVED_POSITIONS - 1).map((id) => applyPositionAction(db, other, id, 'save', Date.now())));
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  expect(await listSavedPositions(db, other, Date.now())).toHaveLength(MAX_SAVED_POSITIONS);
});
