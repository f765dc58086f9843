import { setDomainConfig } from '../../testing/domainConfig';
import { addPosition } from '../../testing/positionRows';
import { createTestApp, logInAs, type Browser, type TestApp } from '../../testing/testApp';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testSmtpServer';
import { announceNewPositions } from './announceNewPositions';

let smtp: TestSmtpServer;
let t: TestApp;
let alex: Browser;
let sam: Browser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Careers <jobs@demo.test>', PUBLIC_ORIGIN: 'https://careers.example' });
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.careers.db;
const send = (method: 'POST' | 'PUT', url: string, who: Browser, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });
const messagesOf = async (who: Browser) =>
  ((await t.app.inject({ url: '/api/pcsx/notifications?domain=demo.test', headers: { cookie: who.cookie } })).json().notifications as Array<{ message: string; redirectUrl: string }>)
    .map((n) => n);
const announce = (ids: number[]) => announceNewPositions(t.app.careers, 'demo.test', ids);
const newPosition = (title: string, extra: Partial<Parameters<typeof addPosition>[1]> = {}) => addPosition(db(), { domain: 'demo.test', title, ...extra });

test('a new matching position is told once per saved search: in-app, and by e-mail when chosen, with an unsubscribe link', async () => {
  const bySearch = (await send('POST', '/api/pcsx/saved_searches', alex, { query: 'zanzibarologist', alert: 'email' })).json().data;
  await send('POST', '/api/pcsx/saved_searches', sam, { query: 'zanzibarologist', location: 'Berlin' }); // in-app only
  const before = smtp.received.length;
  const match = await newPosition('Senior Zanzibarologist');
  const other = await newPosition('Pastry chef');
  const elsewhere = await newPosition('Zanzibarologist', { city: ['Lisbon', 'Lisboa', 'PT', 38.72, -9.14] });

  const first = await announce([match, other, elsewhere]);
  expect(first).toEqual({ savedSearches: 2, jobAlerts: 0, emails: 1 });
  const alexSees = await messagesOf(alex);
  expect(alexSees[0]).toMatchObject({ message: '2 new jobs match your saved search "zanzibarologist".', redirectUrl: '/careers/search?query=zanzibarologist' });
  // Sam's search is in Berlin: the Lisbon one does not match it, as the search would not show it.
  expect((await messagesOf(sam))[0]).toMatchObject({
    message: '1 new job matches your saved search "zanzibarologist in Berlin".',
    redirectUrl: '/careers/search?query=zanzibarologist&location=Berlin',
  });

  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail?.to).toEqual(['alex@demo.test']);
  expect(mail?.subject).toBe('2 new jobs at Northwind Labs');
  expect(mail?.text).toContain(`- Senior Zanzibarologist (Berlin, Berlin, DE): https://careers.example/careers/job/${match}?domain=demo.test`);
  expect(mail?.text).not.toContain('Pastry chef');
  expect(mail?.text).toMatch(/Stop e-mail for this saved search \(it stays in your notifications\): https:\/\/careers\.example\/careers\/job-alerts\/unsubscribe\?token=s\d+\.[\w-]+&domain=demo\.test/);
  expect(mail?.headers['list-unsubscribe']).toMatch(/^<https:\/\/careers\.example\/careers\/job-alerts\/unsubscribe\?token=s/);

  // The same positions again (a second import, a retry): nothing new for anyone.
  const countAlex = (await messagesOf(alex)).length;
  expect(await announce([match, other, elsewhere])).toEqual({ savedSearches: 0, jobAlerts: 0, emails: 0 });
  expect(await messagesOf(alex)).toHaveLength(countAlex);
  expect(smtp.received.length).toBe(before + 1);

  // A later position is news again, told alone.
  const later = await newPosition('Zanzibarologist lead');
  expect(await announce([match, later])).toEqual({ savedSearches: 2, jobAlerts: 0, emails: 1 });
  expect((await messagesOf(alex))[0]?.message).toBe('1 new job matches your saved search "zanzibarologist".');
  // Its e-mail is delivered after announce returns: wait for it, or it could land after the count below.
  await smtp.waitFor(before + 2);

  // The link in the message turns e-mail off for that search; the in-app notification stays.
  const link = /(\/careers\/job-alerts\/unsubscribe\?token=[^\s&]+&domain=demo\.test)/.exec(mail?.text ?? '')?.[1] ?? '';
  const visitor = await t.app.inject({ url: link });
  expect(visitor.statusCode).toBe(200);
  expect(visitor.body).toContain('Stop e-mail for this saved search');
  const cookie = visitor.headers['set-cookie']?.toString().split(';')[0] ?? '';
  const csrf = /name="_csrf" value="([^"]+)"/.exec(visitor.body)?.[1] ?? '';
  const token = /name="token" value="([^"]+)"/.exec(visitor.body)?.[1] ?? '';
  const done = await t.app.inject({ method: 'POST', url: '/careers/job-alerts/unsubscribe?domain=demo.test', headers: { cookie }, payload: { _csrf: csrf, token } });
  expect(done.statusCode).toBe(200);
  expect(done.body).toContain('You are unsubscribed');
  expect((await t.app.inject({ url: '/api/pcsx/saved_searches', headers: { cookie: alex.cookie } })).json().data.savedSearches.find((s: { id: number }) => s.id === bySearch.id).alert).toBe('in_app');
  const quiet = await newPosition('Zanzibarologist intern');
  const sent = smtp.received.length;
  expect(await announce([quiet])).toEqual({ savedSearches: 2, jobAlerts: 0, emails: 0 });
  expect(smtp.received.length).toBe(sent);
});

test('archived positions, other companies\' positions and unknown ids are not announced; searches are off with the feature', async () => {
  await send('POST', '/api/pcsx/saved_searches', alex, { query: 'quokkawrangler' });
  const archived = await newPosition('Quokkawrangler', { archived: true });
  expect(await announce([archived, 987654321])).toEqual({ savedSearches: 0, jobAlerts: 0, emails: 0 });
  expect(await announceNewPositions(t.app.careers, 'nowhere.test', [archived])).toEqual({ savedSearches: 0, jobAlerts: 0, emails: 0 });

  const live = await newPosition('Quokkawrangler');
  await setDomainConfig(db(), 'demo.test', '$.configs.notificationsConfig.savedSearchNotification.enabled', false);
  try {
    expect(await announce([live])).toEqual({ savedSearches: 0, jobAlerts: 0, emails: 0 });
  } finally {
    await setDomainConfig(db(), 'demo.test', '$.configs.notificationsConfig.savedSearchNotification.enabled', true);
  }
  // Not told while off; told once it is on again.
  expect(await announce([live])).toEqual({ savedSearches: 1, jobAlerts: 0, emails: 0 });
});

test('a filter of the saved search applies as in the search', async () => {
  await send('POST', '/api/pcsx/saved_searches', sam, { query: 'axolotlkeeper', filters: { department: ['Engineering'] } });
  const engineering = await newPosition('Axolotlkeeper', { department: 'Engineering' });
  const sales = await newPosition('Axolotlkeeper', { department: 'Sales' });
  const search = (await t.app.inject({ url: '/api/pcsx/search?domain=demo.test&query=axolotlkeeper&filter_department=Engineering' })).json();
  expect(search.positions.map((p: { id: number }) => p.id)).toEqual([engineering]);
  expect(await announce([engineering, sales])).toEqual({ savedSearches: 1, jobAlerts: 0, emails: 0 });
  expect((await messagesOf(sam))[0]?.message).toBe('1 new job matches your saved search "axolotlkeeper · Engineering".');
});

test('a word only in a description counts as the search counts it: not while titles match, yes when nothing else does', async () => {
  await send('POST', '/api/pcsx/saved_searches', sam, { query: 'wombatwrangler' });
  const titled = await newPosition('Wombatwrangler');
  const mentioned = await newPosition('Pastry chef', { description: 'You will bake for our wombatwrangler team.' });
  const search = (await t.app.inject({ url: '/api/pcsx/search?domain=demo.test&query=wombatwrangler' })).json();
  expect(search.positions.map((p: { id: number }) => p.id)).toEqual([titled]);
  expect(await announce([titled, mentioned])).toEqual({ savedSearches: 1, jobAlerts: 0, emails: 0 });
  expect((await messagesOf(sam))[0]?.message).toBe('1 new job matches your saved search "wombatwrangler".');

  // A word no title, skill or place holds: the search looks in descriptions, and so does the alert.
  await send('POST', '/api/pcsx/saved_searches', sam, { query: 'okapiherding' });
  const keeper = await newPosition('Zoo keeper', { description: 'Experience in okapiherding is a plus.' });
  const fallback = (await t.app.inject({ url: '/api/pcsx/search?domain=demo.test&query=okapiherding' })).json();
  expect(fallback.positions.map((p: { id: number }) => p.id)).toEqual([keeper]);
  expect(await announce([keeper])).toEqual({ savedSearches: 1, jobAlerts: 0, emails: 0 });
  expect((await messagesOf(sam))[0]?.message).toBe('1 new job matches your saved search "okapiherding".');
});

test('a saved search the company\'s filters no longer read is skipped; the others are still told', async () => {
  const { id: stale } = (await send('POST', '/api/pcsx/saved_searches', alex, { query: 'capybaracoach' })).json().data;
  await db().updateTable('saved_searches').set({ filters_json: JSON.stringify({ colour: ['red'] }) }).where('id', '=', stale).execute();
  await send('POST', '/api/pcsx/saved_searches', sam, { query: 'capybaracoach' });
  const position = await newPosition('Capybaracoach');
  expect(await announce([position])).toEqual({ savedSearches: 1, jobAlerts: 0, emails: 0 });
  expect((await messagesOf(sam))[0]?.message).toBe('1 new job matches your saved search "capybaracoach".');
});

test('announcing lets the event loop turn between one saved search and the next', async () => {
  const queries = ['quokkaologist', 'quokka keeper', 'quokka guide', 'quokka cook', 'quokka pilot', 'quokka baker'];
  for (const query of queries) expect((await send('POST', '/api/pcsx/saved_searches', sam, { query })).statusCode).toBeLessThan(300);
  const position = await newPosition('Quokkaologist quokka keeper guide cook pilot baker');
  // A setImmediate queued again each time it runs counts the turns of the event loop: no wall clock.
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) ticker = setImmediate(tick);
  };
  let ticker = setImmediate(tick);
  const result = await announce([position]).finally(() => {
    running = false;
    clearImmediate(ticker);
  });
  expect(result.savedSearches).toBeGreaterThanOrEqual(queries.length);
  expect(turns).toBeGreaterThanOrEqual(queries.length);
});

test("an account's saved-search e-mail quotes none of the search's words, only its filters' labels (sign-up checks no address)", async () => {
  // Whoever signs up with someone else's address can save any text as the search's place.
  const hostile = 'Claim your prize at http://evil.example/win:::52.52,13.405';
  const saved = await send('POST', '/api/pcsx/saved_searches', alex, { query: '', location: hostile, filters: { department: ['Engineering'] }, alert: 'email' });
  expect(saved.statusCode).toBeLessThan(300);
  const before = smtp.received.length;
  const job = await newPosition('Quokka wrangler');
  expect((await announce([job])).emails).toBeGreaterThanOrEqual(1);
  const mail = (await smtp.waitFor(before + 1)).slice(before).find((m) => m.to.includes('alex@demo.test'));
  expect(mail?.subject).toBe('New job at Northwind Labs: Quokka wrangler');
  expect(mail?.text.split('\n')[0]).toBe('1 new job matches your saved search (Place: A place on the map · Department: Engineering):');
  expect(mail?.text).toContain(`- Quokka wrangler (Berlin, Berlin, DE): https://careers.example/careers/job/${job}?domain=demo.test`);
  expect(mail?.text).toContain('Open your saved searches: https://careers.example/careers/settings?domain=demo.test');
  expect(mail?.html).toContain('<p>1 new job matches your saved search (Place: A place on the map · Department: Engineering):</p>');
  // Nowhere in the message: subject, text, HTML, headers, nor in a link's address.
  for (const part of [mail?.subject, mail?.text, mail?.html, mail?.raw]) {
    for (const words of ['Claim', 'prize', 'evil', 'win:::']) expect(part ?? '').not.toContain(words);
  }
  // The in-app notification, which only the account's holder reads, keeps the candidate's wording.
  expect((await messagesOf(alex))[0]?.message).toBe(`1 new job matches your saved search "All jobs in ${hostile} · Engineering".`);
  await db().deleteFrom('saved_searches').where('id', '=', saved.json().data.id).execute();
});
