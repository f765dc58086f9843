import { MESSAGE_LOCALES } from '@careers/shared/i18n/messageLocales';
import { sql } from 'kysely';
import { listTables, tableShape } from '../db/copy/tableShapes';
import { CANDIDATE_TABLES } from '../services/account/candidateRecords';
import { KEPT_AFTER_DELETION } from '../services/account/deletionTexts';
import { WRONG_PASSWORD } from '../services/account/accountSettings';
import { DEMO_PASSWORD } from '../db/demo/seedDemo';
import { enqueue, type OutboxWork } from '../services/mail/outbox';
import { createTestApp, logInAs, signUp as signUpAs, visit, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const call = (who: Browser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, ...(payload ? { payload } : {}) });

let counter = 0;
const signUp = (prefix = 'throwaway') => signUpAs(t.app, `${prefix}${++counter}@example.com`);

const candidateRow = (id: number) =>
  db().selectFrom('candidates').select(['first_name', 'last_name', 'email', 'password_hash', 'language', 'deleted_at']).where('id', '=', id).executeTakeFirst();

test('settings answer the candidate\'s name, e-mail, language and notification categories; logged out is 401', async () => {
  const me = await signUp();
  const res = await call(me, 'GET', '/api/pcsx/account/settings');
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    firstName: 'Ada', lastName: 'Stone', email: me.email, language: null, supportedLanguages: [...MESSAGE_LOCALES], keptAfterDeletion: KEPT_AFTER_DELETION,
  });
  expect(res.json().data.notificationCategories.map((c: { id: string; enabled: boolean }) => `${c.id}:${c.enabled}`)).toEqual([
    'applications:true', 'interviews:true', 'offers:true', 'forms:true', 'jobs:true',
  ]);
  expect((await t.app.inject({ method: 'GET', url: '/api/pcsx/account/settings' })).statusCode).toBe(401);
});

test('the name changes without a password; the e-mail only with the right one, and nothing changes otherwise', async () => {
  const me = await signUp();
  const renamed = await call(me, 'POST', '/api/pcsx/account/profile', { firstName: 'Ada ', lastName: 'Lovelace' });
  expect(renamed.json()).toEqual({ data: { firstName: 'Ada', lastName: 'Lovelace', email: me.email } });

  const without = await call(me, 'POST', '/api/pcsx/account/profile', { firstName: 'Eve', email: 'new@example.com' });
  expect(without.statusCode).toBe(400);
  expect(without.json().error.message).toBe('Enter your current password.');
  const wrong = await call(me, 'POST', '/api/pcsx/account/profile', { firstName: 'Eve', email: 'new@example.com', currentPassword: 'guess-guess-1' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.message).toBe(WRONG_PASSWORD);
  expect(await candidateRow(me.id)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: me.email });

  const taken = await call(me, 'POST', '/api/pcsx/account/profile', { email: 'ALEX@demo.test', currentPassword: 'plum-kettle-42' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().error.message).toBe('An account with this email already exists.');

  const newEmail = `moved${counter}@example.com`;
  const moved = await call(me, 'POST', '/api/pcsx/account/profile', { email: newEmail.toUpperCase(), currentPassword: 'plum-kettle-42' });
  expect(moved.statusCode).toBe(200);
  expect(await candidateRow(me.id)).toMatchObject({ email: newEmail });
  // The new address logs in.
  await logInAs(t.app, newEmail, 'plum-kettle-42');
});

test('password change: the current password is required, the new one follows the rules, other sessions end', async () => {
  const me = await signUp();
  const other = await logInAs(t.app, me.email, 'plum-kettle-42');
  const before = (await candidateRow(me.id))?.password_hash;
  expect((await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: 'nope-nope-nope', newPassword: 'walnut-harbor-77' })).json().error.message).toBe(WRONG_PASSWORD);
  expect((await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: 'plum-kettle-42', newPassword: 'short' })).json().error.message)
    .toBe('Use at least 8 characters for your password.');
  expect((await candidateRow(me.id))?.password_hash).toBe(before);

  expect((await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: 'plum-kettle-42', newPassword: 'walnut-harbor-77' })).json()).toEqual({ ok: true });
  expect((await call(me, 'GET', '/api/pcsx/account/settings')).statusCode).toBe(200);
  expect((await call(other, 'GET', '/api/pcsx/account/settings')).statusCode).toBe(401);
  await logInAs(t.app, me.email, 'walnut-harbor-77');
});

test('wrong passwords are slowed down per account: after a few, the answer is 429 even for the right one', async () => {
  const me = await signUp();
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    statuses.push((await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: `wrong-${i}-password`, newPassword: 'walnut-harbor-77' })).statusCode);
  }
  expect(statuses).toContain(429);
  const right = await call(me, 'POST', '/api/pcsx/account/password', { currentPassword: 'plum-kettle-42', newPassword: 'walnut-harbor-77' });
  expect(right.statusCode).toBe(429);
  expect(right.json().error.message).toMatch(/^Too many wrong passwords\. Try again in \d+ seconds?\.$/);
});

test('notification preferences and language are saved; the shell page speaks the chosen language', async () => {
  const me = await signUp();
  const prefs = await call(me, 'POST', '/api/pcsx/account/notifications', { preferences: { jobs: false } });
  expect(prefs.json().data.notificationCategories.find((c: { id: string }) => c.id === 'jobs').enabled).toBe(false);
  expect((await call(me, 'POST', '/api/pcsx/account/notifications', { preferences: { spam: false } })).statusCode).toBe(422);

  expect((await call(me, 'POST', '/api/pcsx/account/language', { language: 'xx' })).statusCode).toBe(422);
  const shellLang = async () => /<html lang="([^"]*)"/.exec((await call(me, 'GET', '/careers/search')).body)?.[1];
  const before = await shellLang();
  expect((await call(me, 'POST', '/api/pcsx/account/language', { language: 'fr' })).json().data.language).toBe('fr');
  expect((await candidateRow(me.id))?.language).toBe('fr');
  expect(before).not.toBe('fr');
  expect(await shellLang()).toBe('fr');
  expect((await call(me, 'POST', '/api/pcsx/account/language', { language: 'es' })).json().data.language).toBe('es');
  expect(await shellLang()).toBe('es');
  // The address's hl= still wins for one page.
  expect(/<html lang="([^"]*)"/.exec((await call(me, 'GET', '/careers/search?hl=en')).body)?.[1]).toBe('en');
  // 'Company default' (null) goes back to the company's choice: stored as null, not refused as "" (a trial found a
  // 422 'Choose one of: …' here: the schema's anyOf let Fastify's type coercion turn null into "").
  const reset = await call(me, 'POST', '/api/pcsx/account/language', { language: null });
  expect(reset.statusCode).toBe(200);
  expect(reset.json().data.language).toBeNull();
  expect((await candidateRow(me.id))?.language).toBeNull();
  expect(await shellLang()).toBe('en');
  expect((await call(me, 'POST', '/api/pcsx/account/language', { language: '' })).statusCode).toBe(422);
});

test('download my data: one JSON file naming every table with records about the candidate (walked from the schema)', async () => {
  const alex = await logInAs(t.app);
  const res = await call(alex, 'GET', '/api/pcsx/account/export');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
  const data = res.json();
  const { id } = await db().selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
  expect(data.candidateId).toBe(id);
  expect(data.tables.candidates).toEqual([expect.objectContaining({ email: 'alex@demo.test', first_name: 'Alex' })]);
  expect(data.tables.candidates[0]).not.toHaveProperty('password_hash');
  expect(data.tables.sessions[0]).not.toHaveProperty('id_hash');
  // Every row with candidate_id = alex, in every table, is in the file.
  for (const table of await tablesWithCandidateId()) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE candidate_id = ${id}`.execute(db());
    expect([table, (data.tables[table] ?? []).filter((r: { candidate_id?: number }) => r.candidate_id === id).length]).toEqual([table, Number(rows[0]?.n)]);
  }
  expect(data.tables.offers.length).toBeGreaterThan(0);
  expect(data.tables.offer_documents.length).toBeGreaterThan(0);
  expect(data.tables.offer_documents[0].download).toMatch(/^\/api\/offer\/offers\/\d+\/\d+\/file\?domain=demo\.test&download=1$/);
  // Another candidate's records are not.
  const json = res.body;
  expect(json).not.toMatch(/sam@demo\.test/);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const confirmationTo = (to: string): OutboxWork => ({ kind: 'job_alert_confirmation', to, company: 'Demo', filters: 'Department: Nursing', token: `token-for-${to}` });
/** Queues mail to `to` that is not due for a day: it stays pending while the test looks. */
const queueLater = (to: string) => enqueue(db(), 'demo.test', [confirmationTo(to)], Date.now() + DAY_MS);
const outboxRowsNaming = async (email: string) =>
  (await db().selectFrom('outbox').select(['email', 'payload_json']).execute()).filter((row) => `${row.email ?? ''} ${row.payload_json}`.toLowerCase().includes(email.toLowerCase()));

/** A saved search of `me` with e-mail on, and a "new jobs" message of it queued to `to` (not due for a day). */
async function savedSearchMail(me: Browser, to: string): Promise<number> {
  const saved = await call(me, 'POST', '/api/pcsx/saved_searches', { query: `lemur ${++counter}`, location: '', filters: {}, alert: 'email', domain: 'demo.test' });
  expect(saved.statusCode).toBe(201);
  const id = Number(saved.json().data.id);
  const mail: OutboxWork = {
    kind: 'new_jobs_mail', to, company: 'Demo', search: { query: 'lemur', location: '', filters: {} }, jobs: [{ id: 1, title: 'Lemur keeper', location: 'Berlin' }],
    unsubscribe: { kind: 'search', id }, filters: '',
  };
  await enqueue(db(), 'demo.test', [mail], Date.now() + DAY_MS);
  return id;
}

test('download my data lists the mail of the account\'s saved searches, not a visitor\'s job-alert mail to the same address, nor other people\'s', async () => {
  const me = await signUp('mailed');
  await savedSearchMail(me, me.email);
  // A visitor's job alert confirmation to the same address: the address's, not the account's (nothing proves the account holds it).
  await queueLater(me.email);
  await queueLater('someone-else@example.com');
  const data = (await call(me, 'GET', '/api/pcsx/account/export')).json();
  expect(data.tables.outbox).toEqual([
    expect.objectContaining({ kind: 'new_jobs_mail', email: me.email, sent_at: null, failed_at: null, message: { company: 'Demo', search: { query: 'lemur', location: '', filters: {} }, filters: '', jobs: [{ id: 1, title: 'Lemur keeper', location: 'Berlin' }] } }),
  ]);
  expect(JSON.stringify(data)).not.toContain(`token-for-${me.email}`);
});

async function tablesWithCandidateId(): Promise<string[]> {
  const out: string[] = [];
  for (const table of await listTables(db())) if ((await tableShape(db(), table)).columns.includes('candidate_id')) out.push(table);
  return out;
}

test('every table with a candidate_id or an e-mail address, or pointing at a table about the candidate, is covered by export and deletion', async () => {
  const shapes = await Promise.all((await listTables(db())).map((name) => tableShape(db(), name)));
  const about = new Set(['candidates']);
  for (let grown = true; grown;) {
    grown = false;
    for (const shape of shapes) {
      if (about.has(shape.name)) continue;
      if (shape.columns.includes('candidate_id') || shape.columns.includes('email') || shape.parents.some((p) => about.has(p) && p !== 'positions')) {
        about.add(shape.name);
        grown = true;
      }
    }
  }
  expect([...about].sort()).toEqual(Object.keys(CANDIDATE_TABLES).sort());
});

test('delete my account: password and typed confirmation, then nothing of the candidate is left, the session ends and the e-mail may sign up again', async () => {
  const me = await signUp('gone');
  await call(me, 'POST', '/api/pcsx/onboarding');
  expect((await call(me, 'POST', '/api/pcsx/account/delete', { password: 'plum-kettle-42', confirmation: 'yes' })).json().error.message).toBe('Type DELETE to confirm.');
  expect((await call(me, 'POST', '/api/pcsx/account/delete', { password: 'wrong-wrong-1', confirmation: 'DELETE' })).json().error.message).toBe(WRONG_PASSWORD);
  expect(await candidateRow(me.id)).toBeDefined();

  // Mail of the account's saved searches: one queued to the address typed in capitals, one to the address.
  await savedSearchMail(me, me.email.toUpperCase());
  await savedSearchMail(me, me.email);
  // A visitor's job-alert mail to the same address (the address's, not the account's), and someone else's.
  await queueLater(me.email);
  await queueLater('stays@example.com');
  expect((await outboxRowsNaming(me.email)).length).toBe(3);

  const res = await call(me, 'POST', '/api/pcsx/account/delete', { password: 'plum-kettle-42', confirmation: 'DELETE' });
  expect(res.json()).toEqual({ ok: true, keptSignedOffers: 0, kept: KEPT_AFTER_DELETION });
  expect((await outboxRowsNaming(me.email)).map((row) => JSON.parse(row.payload_json).token)).toEqual([`token-for-${me.email}`]);
  expect((await outboxRowsNaming('stays@example.com')).length).toBe(1);
  expect(String(res.headers['set-cookie'])).toMatch(/careers_sid=;/);
  expect(await candidateRow(me.id)).toBeUndefined();
  for (const table of await tablesWithCandidateId()) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE candidate_id = ${me.id}`.execute(db());
    expect([table, Number(rows[0]?.n)]).toEqual([table, 0]);
  }
  expect((await call(me, 'GET', '/api/pcsx/account/settings')).statusCode).toBe(401);
  await expect(logInAs(t.app, me.email, 'plum-kettle-42')).rejects.toThrow(/Login failed: 401/);
  const anonymous = await visit(t.app);
  const again = await t.app.inject({
    method: 'POST', url: '/candidate/signup', headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email: me.email, password: 'plum-kettle-42', firstName: 'Ada', lastName: 'Again' },
  });
  expect(again.statusCode).toBe(201);
});

test('deleting an account with signed offers keeps only the signed offers\' evidence, without name, e-mail or password', async () => {
  const alex = await logInAs(t.app);
  const { id } = await db().selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
  const signed = await db().selectFrom('offers').select('id').where('candidate_id', '=', id).where('signed_at', 'is not', null).execute();
  expect(signed.length).toBeGreaterThan(0);
  const res = await call(alex, 'POST', '/api/pcsx/account/delete', { password: DEMO_PASSWORD, confirmation: 'DELETE' });
  expect(res.statusCode).toBe(200);
  expect(res.json().keptSignedOffers).toBeGreaterThanOrEqual(signed.length);
  const left: Record<string, number> = {};
  for (const table of await tablesWithCandidateId()) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE candidate_id = ${id}`.execute(db());
    if (Number(rows[0]?.n)) left[table] = Number(rows[0]?.n);
  }
  // The signed offers, and their signing record when there is one: nothing else.
  expect(Object.keys(left).filter((table) => table !== 'offer_events')).toEqual(['offers']);
  expect(left.offers).toBe(res.json().keptSignedOffers);
  expect(await candidateRow(id)).toEqual({ first_name: '', last_name: '', email: `deleted:${id}`, password_hash: '', language: null, deleted_at: expect.any(String) });
  await expect(logInAs(t.app, 'alex@demo.test', DEMO_PASSWORD)).rejects.toThrow(/Login failed: 401/);
});
