import { createTestApp, logInAs, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';
import { uploadedAnswer } from '../testing/uploadFile';

let t: TestApp;
let alex: Browser;
let sam: Browser;

const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp();
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Browser | null, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers } });
const send = (method: 'POST' | 'DELETE', url: string, who: Browser, payload: object = { domain: 'demo.test' }, csrf = true) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie, ...(csrf ? { 'x-csrf-token': who.csrf } : {}) }, payload });

const candidateId = async (email: string) => (await db().selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('every dashboard read needs a login', () => {
  test.each(['applications', 'interviews', 'events', 'referrals', 'nudges', 'offers', 'drafts', 'next_steps'])('/api/pcsx/dashboard/%s answers 401 logged out', async (list) => {
    const res = await get(`/api/pcsx/dashboard/${list}?domain=demo.test`, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/pcsx/dashboard/applications', () => {
  test("the demo candidate's applications, active and inactive, each with its timeline and next step", async () => {
    const res = await get('/api/pcsx/dashboard/applications?domain=demo.test', alex);
    expect(res.statusCode).toBe(200);
    const { applications, inactiveApplications } = res.json().data;
    // Newest first; every offer has its application (issue 24 item 12): two open, one expired, one declined, one hired.
    expect(applications.map((a: { status: string }) => a.status)).toEqual(['Applied', 'In review', 'Interviewing', 'Interviewing', 'Offer', 'Offer']);
    expect(inactiveApplications.map((a: { status: string; stage: string }) => `${a.status}: ${a.stage}`)).toEqual([
      'Rejected: Not selected', 'Offer: Offer expired', 'Withdrawn: Withdrawn by candidate', 'Hired: Hired', 'Offer: Offer declined',
    ]);

    const interviewing = applications[2];
    expect(interviewing.timeline.map((s: { status: string }) => s.status)).toEqual(['Applied', 'In review', 'Interviewing']);
    expect(interviewing.next_step).toBe('After your interviews the team decides and lets you know the outcome.');
    expect(interviewing.can_withdraw).toBe(true);
    expect(interviewing.position).toEqual({ id: expect.any(Number), name: expect.any(String), location: expect.any(String), archived_at: null });
    // Timelines run forward in time.
    const times = interviewing.timeline.map((s: { at: string }) => s.at);
    expect([...times].sort()).toEqual(times);

    const [rejected, , withdrawn, hired] = inactiveApplications;
    expect(hired.timeline.map((s: { status: string }) => s.status)).toEqual(['Applied', 'In review', 'Interviewing', 'Offer', 'Hired']);
    expect(rejected.timeline.map((s: { status: string }) => s.status)).toEqual(['Applied', 'In review', 'Rejected']);
    expect(rejected).toMatchObject({ next_step: null, can_withdraw: false, is_active: false });
    expect(withdrawn.timeline.map((s: { status: string }) => s.status)).toEqual(['Applied', 'Withdrawn']);
  });

  test("a candidate sees only their own applications", async () => {
    const { applications, inactiveApplications } = (await get('/api/pcsx/dashboard/applications?domain=demo.test', sam)).json().data;
    expect(applications.map((a: { status: string }) => a.status)).toEqual(['In review', 'Interviewing', 'Offer']);
    expect(inactiveApplications.map((a: { status: string; stage: string }) => `${a.status}: ${a.stage}`)).toEqual(['Rejected: Position filled', 'Offer: Offer canceled', 'Offer: Offer expired']);
    const alexIds = (await db().selectFrom('applications').select('id').where('candidate_id', '=', await candidateId('alex@demo.test')).execute()).map((r) => r.id);
    expect([...applications, ...inactiveApplications].some((a: { id: number }) => alexIds.includes(a.id))).toBe(false);
  });
});

describe('applying and withdrawing', () => {
  test("applying starts the timeline with 'Applied'; the job page says so; withdrawing ends it and frees the Apply button", async () => {
    const me = await logInAs(t.app, 'sam@demo.test');
    const position = await db()
      .selectFrom('positions').select(['id', 'title'])
      .where('domain', '=', 'demo.test').where('archived_at', 'is', null)
      .where('id', 'not in', (eb) => eb.selectFrom('applications').select('position_id'))
      .where('id', 'not in', (eb) => eb.selectFrom('draft_applications').select('position_id'))
      .orderBy('id').executeTakeFirstOrThrow();
    const resume = await uploadedAnswer(t.app, me, 'sam-cv.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'));
    const values = {
      firstName: 'Sam', lastName: 'Chen', email: 'sam@demo.test', phone: { callingCode: '+49', number: '15123456789', country: 'DE' }, country: 'DE', region: 'BE',
      resume: [resume], 'workHistory[0].employer': 'Contoso', 'workHistory[0].jobTitle': 'Analyst', 'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
      workAuthorization: 'yes', privacyConsent: true,
    };
    const applied = await send('POST', '/api/pcsx/apply', me, { pid: position.id, values, domain: 'demo.test' });
    expect(applied.statusCode).toBe(201);
    const { applicationId } = applied.json();

    const details = async () => (await get(`/api/pcsx/position_details?position_id=${position.id}&domain=demo.test`, me)).json().data.positionUserActions;
    expect(await details()).toEqual({ isSaved: false, isApplied: true, applicationStatus: 'Applied' });

    const list = (await get('/api/pcsx/dashboard/applications?domain=demo.test', me)).json().data;
    const mine = list.applications.find((a: { id: number }) => a.id === applicationId);
    expect(mine.timeline).toEqual([{ status: 'Applied', stage: 'Application received', at: expect.any(String) }]);
    expect(mine.next_step).toBe('The recruiting team reviews your application. You hear from us either way.');

    // Another candidate cannot withdraw it: not found, nothing changed.
    const other = await send('POST', `/api/pcsx/dashboard/applications/${applicationId}/withdraw`, alex);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Application not found.');
    // Without the CSRF token: refused.
    expect((await send('POST', `/api/pcsx/dashboard/applications/${applicationId}/withdraw`, me, { domain: 'demo.test' }, false)).statusCode).toBe(403);
    expect((await details()).applicationStatus).toBe('Applied');

    const withdrawn = await send('POST', `/api/pcsx/dashboard/applications/${applicationId}/withdraw`, me);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().application).toMatchObject({
      status: 'Withdrawn', stage: 'Withdrawn by candidate', is_active: false, can_withdraw: false, next_step: null,
    });
    expect(withdrawn.json().application.timeline.map((s: { status: string }) => s.status)).toEqual(['Applied', 'Withdrawn']);
    expect(await details()).toEqual({ isSaved: false, isApplied: false, applicationStatus: null });

    const again = await send('POST', `/api/pcsx/dashboard/applications/${applicationId}/withdraw`, me);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This application is no longer active and cannot be withdrawn.');
    const after = (await get('/api/pcsx/dashboard/applications?domain=demo.test', me)).json().data;
    expect(after.inactiveApplications.find((a: { id: number }) => a.id === applicationId).status).toBe('Withdrawn');
  });

  test('unknown ids: 404; bad ids: 400', async () => {
    expect((await send('POST', '/api/pcsx/dashboard/applications/99999999/withdraw', alex)).statusCode).toBe(404);
    expect((await send('POST', '/api/pcsx/dashboard/applications/abc/withdraw', alex)).statusCode).toBe(400);
  });
});

describe('GET /api/pcsx/dashboard/interviews and the .ics file', () => {
  test("times in the candidate's time zone, upcoming first, with place or link", async () => {
    const berlin = (await get('/api/pcsx/dashboard/interviews?domain=demo.test', alex, { 'x-timezone': 'Europe/Berlin' })).json().data.interviews;
    expect(berlin.map((i: { kind: string }) => i.kind)).toEqual(['Video call', 'Onsite', 'Phone screen']);
    expect(berlin.map((i: { upcoming: boolean }) => i.upcoming)).toEqual([true, true, false]);
    // The demo company books in Berlin time: the first interview is at 10:00 there, early morning in New York.
    expect(berlin[0].local_time).toMatch(/10:00\s?AM GMT\+[12]$/);
    expect(berlin[0]).toMatchObject({ time_zone: 'Europe/Berlin', link: 'https://meet.demo.test/northwind-interview-1', location: null });
    // The onsite interview is at the office in the position's city (issue 24 item 12).
    expect(berlin[1]).toMatchObject({ location: expect.stringMatching(/^Northwind Labs, /), link: null });
    expect(berlin[1].location).toContain(berlin[1].position.location.split(',')[0]);
    const ny = (await get('/api/pcsx/dashboard/interviews?domain=demo.test', alex, { 'x-timezone': 'America/New_York' })).json().data.interviews;
    expect(ny[0].local_time).toMatch(/[345]:00\s?AM E[SD]T$/);
    const none = (await get('/api/pcsx/dashboard/interviews?domain=demo.test', alex, { 'x-timezone': 'Not/AZone' })).json().data.interviews;
    expect(none[0]).toMatchObject({ time_zone: 'UTC' });
    expect(none[0].local_time).toMatch(/[89]:00\s?AM UTC$/);
  });

  test('the .ics download is a calendar event of the interview; another candidate\'s is 404', async () => {
    const [first] = (await get('/api/pcsx/dashboard/interviews?domain=demo.test', alex)).json().data.interviews;
    const res = await get(first.ics_url, alex);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="interview-${first.id}.ics"`);
    const start = new Date(first.scheduled_at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    // Long lines are folded (RFC 5545): unfold before reading.
    const ics = res.body.replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('DURATION:PT60M');
    expect(ics).toContain(`SUMMARY:Video call: ${first.position.name}`);
    expect(ics).toContain('URL:https://meet.demo.test/northwind-interview-1');
    expect(ics).toContain('Join: https://meet.demo.test/northwind-interview-1');
    expect((await get(first.ics_url, sam)).statusCode).toBe(404);
    expect((await get(first.ics_url, null)).statusCode).toBe(401);
  });
});

describe('events: list, register, unregister', () => {
  test("upcoming events with the candidate's registrations; register and unregister", async () => {
    const events = async (who: Browser) => (await get('/api/pcsx/dashboard/events?domain=demo.test', who)).json().data.events;
    const list = await events(sam);
    // The past Campus Recruiting Fair is not listed.
    expect(list.map((e: { title: string }) => e.title)).toEqual(['Northwind Labs Engineering Open House', 'Careers in Data: Live Q&A', 'Women in Tech Breakfast']);
    expect(list.map((e: { registered: boolean }) => e.registered)).toEqual([false, false, true]);
    const openHouse = list[0].id;

    const reg = await send('POST', `/api/pcsx/dashboard/events/${openHouse}/registration`, sam);
    expect(reg.json()).toEqual({ ok: true, registered: true });
    expect((await send('POST', `/api/pcsx/dashboard/events/${openHouse}/registration`, sam)).statusCode).toBe(200);
    expect((await events(sam))[0].registered).toBe(true);
    // Alex's own registrations do not change.
    expect((await events(alex)).map((e: { registered: boolean }) => e.registered)).toEqual([true, true, false]);

    const unreg = await send('DELETE', `/api/pcsx/dashboard/events/${openHouse}/registration`, sam);
    expect(unreg.json()).toEqual({ ok: true, registered: false });
    expect((await events(sam))[0].registered).toBe(false);
  });

  test('a past event cannot be registered for; an unknown one is 404', async () => {
    const past = await db().selectFrom('events').select('id').where('title', '=', 'Campus Recruiting Fair').executeTakeFirstOrThrow();
    const res = await send('POST', `/api/pcsx/dashboard/events/${past.id}/registration`, sam);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This event has already taken place.');
    expect((await send('POST', '/api/pcsx/dashboard/events/99999999/registration', sam)).statusCode).toBe(404);
  });
});

describe('referrals, nudges, offers summary, drafts', () => {
  test("referrals and nudges are the candidate's own, newest first", async () => {
    const referrals = (await get('/api/pcsx/dashboard/referrals?domain=demo.test', alex)).json().data.referrals;
    expect(referrals.map((r: { referrer_name: string; status: string }) => [r.referrer_name, r.status])).toEqual([['Jordan Patel', 'Submitted'], ['Morgan Lee', 'In review']]);
    const samReferrals = (await get('/api/pcsx/dashboard/referrals?domain=demo.test', sam)).json().data.referrals;
    expect(samReferrals.map((r: { referrer_name: string }) => r.referrer_name)).toEqual(['Casey Nguyen']);

    const nudges = (await get('/api/pcsx/dashboard/nudges?domain=demo.test', alex)).json().data.nudges;
    expect(nudges.map((n: { message: string }) => n.message)).toEqual([
      'Add a photo to your profile so recruiters recognise you at interviews.',
      'You have an unfinished application. Pick up where you left off.',
      'Our Engineering Open House is next week — save your seat.',
    ]);
    expect(nudges[0].action_url).toBe('/careers/profile');
    // Nudges about a tab open that tab.
    expect(nudges.map((n: { action_url: string }) => n.action_url)).toEqual(['/careers/profile', '/careers/dashboard?tab=drafts', '/careers/dashboard?tab=events']);
  });

  test('the offers summary is the offers list in short, linking to each offer page', async () => {
    const summary = (await get('/api/pcsx/dashboard/offers?domain=demo.test', alex)).json().data.offers;
    const full = (await get('/api/offer/offers?domain=demo.test', alex)).json().offers;
    expect(summary.map((o: { id: number }) => o.id)).toEqual(full.map((o: { id: number }) => o.id));
    expect(summary.map((o: { status: string }) => o.status)).toEqual(full.map((o: { status: string }) => o.status));
    expect(summary.filter((o: { action_required: boolean }) => o.action_required)).toHaveLength(2);
    expect(summary[0].url).toBe(`/careers/offer/${summary[0].id}?domain=demo.test`);
    expect(summary.map((o: { status: string }) => o.status)).toContain('Expired');
  });

  test('drafts are split by the position\'s archived_at; only open ones can be continued', async () => {
    const { openDraftApplications, closedDraftApplications } = (await get('/api/pcsx/dashboard/drafts?domain=demo.test', alex)).json().data;
    expect(openDraftApplications).toHaveLength(2);
    expect(closedDraftApplications).toHaveLength(1);
    for (const d of openDraftApplications) {
      expect(d.position.archived_at).toBeNull();
      expect(d.continue_url).toBe(`/careers/apply?pid=${d.position_id}`);
    }
    expect(closedDraftApplications[0].position.archived_at).not.toBeNull();
    expect(closedDraftApplications[0].continue_url).toBeNull();

    // Deleting one (the existing call) takes it off the list; another candidate's delete changes nothing.
    const pid = openDraftApplications[0].position_id;
    await send('DELETE', '/api/pcsx/draft_applications', sam, { position_ids: [pid] });
    expect((await get('/api/pcsx/dashboard/drafts?domain=demo.test', alex)).json().data.openDraftApplications).toHaveLength(2);
    expect((await send('DELETE', '/api/pcsx/draft_applications', alex, { position_ids: [pid] })).statusCode).toBe(200);
    const after = (await get('/api/pcsx/dashboard/drafts?domain=demo.test', alex)).json().data.openDraftApplications;
    expect(after.map((d: { position_id: number }) => d.position_id)).not.toContain(pid);
  });
});

async function signUp(email: string): Promise<Browser> {
  const anonymous = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST', url: '/candidate/signup', headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password: 'plum-kettle-42', firstName: 'Ada', lastName: 'Stone' },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

describe('nudges that are done are gone (decided from current data)', () => {
  test("the photo nudge goes once a photo is there; 'finish your application' once no open draft is left", async () => {
    const who = await signUp('nudged@example.com');
    const id = await candidateId('nudged@example.com');
    const at = new Date().toISOString();
    await db().insertInto('nudges').values([
      { domain: 'demo.test', candidate_id: id, kind: 'complete_profile', subject: 'avatar', message: 'Add a photo to your profile so recruiters recognise you at interviews.', action_url: '/careers/profile', created_at: at },
      { domain: 'demo.test', candidate_id: id, kind: 'finish_application', message: 'You have an unfinished application. Pick up where you left off.', action_url: '/careers/dashboard', created_at: at },
    ]).execute();
    const messages = async () => (await get('/api/pcsx/dashboard/nudges?domain=demo.test', who)).json().data.nudges.map((n: { message: string }) => n.message);
    // No draft: nothing to finish. No photo yet: the photo nudge stays.
    expect(await messages()).toEqual(['Add a photo to your profile so recruiters recognise you at interviews.']);
    await db().updateTable('candidates').set({ avatar: 'data:image/png;base64,iVBORw0KGgo=' }).where('id', '=', id).execute();
    expect(await messages()).toEqual([]);
  });
});

describe('a nudge is done by its subject, not its words', () => {
  test("a nudge whose sentence names no section but whose subject is 'avatar' goes once the avatar is set", async () => {
    const who = await signUp('subject@example.com');
    const id = await candidateId('subject@example.com');
    const at = new Date().toISOString();
    await db().insertInto('nudges').values([
      { domain: 'demo.test', candidate_id: id, kind: 'complete_profile', subject: 'avatar', message: 'Let recruiters put a face to your name.', action_url: '/careers/profile', created_at: at },
      // Its words name the photo, but its subject is the skills: the words are not read.
      { domain: 'demo.test', candidate_id: id, kind: 'complete_profile', subject: 'skills', message: 'A photo and your skills help recruiters.', action_url: '/careers/profile', created_at: at },
    ]).execute();
    const messages = async () => (await get('/api/pcsx/dashboard/nudges?domain=demo.test', who)).json().data.nudges.map((n: { message: string }) => n.message).sort();
    expect(await messages()).toEqual(['A photo and your skills help recruiters.', 'Let recruiters put a face to your name.']);
    await db().updateTable('candidates').set({ avatar: 'data:image/png;base64,iVBORw0KGgo=' }).where('id', '=', id).execute();
    expect(await messages()).toEqual(['A photo and your skills help recruiters.']);
    // The answer keeps its contract: no subject field.
    const [nudge] = (await get('/api/pcsx/dashboard/nudges?domain=demo.test', who)).json().data.nudges;
    expect(Object.keys(nudge).sort()).toEqual(['action_url', 'created_at', 'id', 'kind', 'message']);
  });
});

describe('GET /api/pcsx/dashboard/next_steps', () => {
  test('a new account: first run, its onboarding forms waiting, no resume, no job alert', async () => {
    const who = await signUp('first-run@example.com');
    const before = (await get('/api/pcsx/dashboard/next_steps?domain=demo.test', who)).json().data;
    expect(before).toEqual({ first_run: true, onboarding_forms: 0, needs_resume: true, needs_job_alert: true });
    // Onboarding assigns the company's onboarding forms (the bell's 'New form to complete: Onboarding forms.').
    expect((await send('POST', '/api/pcsx/onboarding', who, {})).statusCode).toBe(200);
    const id = await candidateId('first-run@example.com');
    const assigned = await db()
      .selectFrom('form_responses as r').innerJoin('forms as f', (j) => j.onRef('f.id', '=', 'r.form_id').onRef('f.domain', '=', 'r.domain'))
      .select('r.id').where('r.candidate_id', '=', id).where('f.kind', '=', 'onboarding').execute();
    expect(assigned.length).toBeGreaterThan(0);
    const after = (await get('/api/pcsx/dashboard/next_steps?domain=demo.test', who)).json().data;
    expect(after.onboarding_forms).toBe(assigned.length);
  });

  test('the demo candidate is past the first run and has a resume', async () => {
    const steps = (await get('/api/pcsx/dashboard/next_steps?domain=demo.test', alex)).json().data;
    expect(steps).toMatchObject({ first_run: false, needs_resume: false });
  });
});
