import { enqueue } from '../services/mail/outbox';
import { applyTestApp } from '../testing/applyTestApp';
import { sessionCookie, visit, type Browser } from '../testing/testApp';

// An account's address is not proven (sign-up and a change of address check no mailbox). Whoever
// claims a visitor's address must not read or delete what the visitor left under it: their
// logged-out application, their job alert and its mail (a security review's attack, issue of this fix).
const apply = applyTestApp();
const { db, post, freshPosition, validAnswers } = apply;

const PASSWORD = 'plum-kettle-42';
let counter = 0;

async function signUp(email: string): Promise<Browser> {
  const anonymous = await visit(apply.t.app);
  const res = await apply.t.app.inject({
    method: 'POST', url: '/candidate/signup', headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password: PASSWORD, firstName: 'Mallory', lastName: 'Claim' },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

/** Bob, a visitor: applies logged out, asks for a job alert (confirmed or not) and is sent its mail. */
async function bobLeavesRecords(email: string) {
  const visitor = await visit(apply.t.app);
  const { id } = await freshPosition();
  const res = await post('/api/pcsx/apply', visitor, { pid: id, values: await validAnswers(visitor, { email }), domain: 'demo.test' });
  expect(res.statusCode).toBe(201);
  const at = new Date().toISOString();
  const alert = { domain: 'demo.test', email, query: 'bobs secret search', location: '', filters_json: '{}', confirm_token_hash: null, confirmation_sent_at: at, created_at: at };
  await db().insertInto('job_alerts').values([{ ...alert, search_key: `unconfirmed-${email}`, confirmed_at: null }, { ...alert, search_key: `confirmed-${email}`, confirmed_at: at }]).execute();
  await enqueue(db(), 'demo.test', [{ kind: 'job_alert_confirmation', to: email, company: 'Demo', filters: 'Department: Nursing', token: 'bobs-token' }], Date.now() + 86_400_000);
}

const bobsRecords = async (email: string) => ({
  applications: (await db().selectFrom('application_submissions').select('values_json').where('email', '=', email).execute()).length,
  alerts: (await db().selectFrom('job_alerts').select('id').where('email', '=', email).execute()).length,
  mail: (await db().selectFrom('outbox').select('id').where('email', '=', email).execute()).length,
});

async function exportAndDelete(mallory: Browser, email: string) {
  const res = await apply.t.app.inject({ url: '/api/pcsx/account/export', headers: { cookie: mallory.cookie } });
  expect(res.statusCode).toBe(200);
  const data = res.json();
  expect(data.tables.application_submissions).toEqual([]);
  expect(data.tables.job_alerts).toEqual([]);
  expect(data.tables.outbox).toEqual([]);
  expect(res.body).not.toContain('bobs secret search');

  const deleted = await post('/api/pcsx/account/delete', mallory, { password: PASSWORD, confirmation: 'DELETE' });
  expect(deleted.statusCode).toBe(200);
  expect(await bobsRecords(email)).toEqual({ applications: 1, alerts: 2, mail: 1 });
}

test("an account that takes a visitor's address by changing its e-mail neither exports nor deletes the visitor's application, job alerts or their mail", async () => {
  const email = `bob.victim${++counter}@example.test`;
  await bobLeavesRecords(email);
  expect(await bobsRecords(email)).toEqual({ applications: 1, alerts: 2, mail: 1 });
  const mallory = await signUp(`mallory${counter}@example.test`);
  const moved = await post('/api/pcsx/account/profile', mallory, { email, currentPassword: PASSWORD });
  expect(moved.json()).toEqual({ data: { firstName: 'Mallory', lastName: 'Claim', email } });
  await exportAndDelete(mallory, email);
});

test("an account signed up with a visitor's address neither exports nor deletes the visitor's application, job alerts or their mail", async () => {
  const email = `bob.victim${++counter}@example.test`;
  await bobLeavesRecords(email);
  const mallory = await signUp(email);
  await exportAndDelete(mallory, email);
});
