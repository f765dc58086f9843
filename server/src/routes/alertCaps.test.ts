import * as jobAlerts from '../services/alerts/jobAlerts';
import { getDomain } from '../services/domains';
import { startTestSmtpServer, type TestSmtpServer } from '../services/mail/testSmtpServer';
import { createTestApp, type TestApp } from '../testing/testApp';

// The caps on job-alert confirmations (per mailbox, per recipient domain, per requesting IP), each set of
// caps on an app of its own. Apart from routes/alerts.test.ts so that these two apps start and run on the
// other jest worker while that file runs (CI has two): it was one of the longest server files.

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('confirmation caps per mailbox and recipient domain (defaults: 3 a day per mailbox; 5 an hour per domain here)', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ SMTP_URL: smtp.url, ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR: '5', ALERT_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => capped.close());

  // A new IP for each request unless one is given: these tests are about the other caps.
  let ips = 0;
  const nextIp = () => `10.9.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

  /**
   * Subscribes as the route does after its answer (which is the same whatever follows: see the test of
   * 'target@example.com' in alerts.test.ts), at the app's clock: whether a confirmation was queued.
   */
  async function subscribeAndStore(email: string, query = 'capybaracarer', ip = nextIp()): Promise<boolean> {
    const { careers } = capped.app;
    const domain = await getDomain(careers.db, 'demo.test');
    if (!domain) throw new Error('no demo domain');
    return jobAlerts.storeJobAlert(careers.db, careers.config, jobAlerts.checkJobAlertRequest(domain, { email, query, location: '', filters: {} }, ip), careers.now());
  }
  const queuedTo = async (email: string) =>
    (await capped.app.careers.db.selectFrom('outbox').select('email').where('kind', '=', 'job_alert_confirmation').where('email', '=', email).execute()).length;

  test('tags and case make no other mailbox: the 4th confirmation of a day is refused; the exact address is written to', async () => {
    const sent = [];
    for (const email of ['victim+1@tags.example', 'victim+2@tags.example', 'Victim@tags.example', 'VICTIM+4@tags.example']) sent.push(await subscribeAndStore(email));
    expect(sent).toEqual([true, true, true, false]);
    expect(await queuedTo('victim+1@tags.example')).toBe(1);
    expect(await queuedTo('victim+4@tags.example')).toBe(0);
    // Another mailbox of that domain still gets its own.
    expect(await subscribeAndStore('someone@tags.example')).toBe(true);
  });

  test('at gmail dots make no other mailbox, and googlemail.com is gmail.com', async () => {
    const sent = [];
    for (const email of ['v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'Vic.Tim+jobs@gmail.com', 'victim@gmail.com']) sent.push(await subscribeAndStore(email));
    expect(sent).toEqual([true, true, true, false]);
  });

  test('the domain cap refuses the 6th mailbox of one domain within the hour, and allows again an hour later', async () => {
    const sent = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) sent.push(await subscribeAndStore(`${name}@domaincap.example`));
    expect(sent).toEqual([true, true, true, true, true, false]);
    // Other domains are not held up.
    expect(await subscribeAndStore('a@elsewhere.example')).toBe(true);
    const now = capped.app.careers.now;
    try {
      capped.app.careers.now = () => Date.now() + 59 * 60 * 1000;
      expect(await subscribeAndStore('g@domaincap.example')).toBe(false);
      capped.app.careers.now = () => Date.now() + 60 * 60 * 1000 + 1000;
      expect(await subscribeAndStore('g@domaincap.example')).toBe(true);
    } finally {
      capped.app.careers.now = now;
    }
  });

  test('a public provider is not capped per domain: 6 made-up gmail.com mailboxes (from many IPs) do not stop a 7th, real one', async () => {
    const sent = [];
    for (let i = 0; i < 6; i++) sent.push(await subscribeAndStore(`made-up-${i}@gmail.com`));
    expect(sent).toEqual([true, true, true, true, true, true]);
    expect(await subscribeAndStore('real.person@gmail.com')).toBe(true);
    expect(await queuedTo('real.person@gmail.com')).toBe(1);
    // gmx.de, hotmail.co.uk: the same for a provider's country domains.
    for (let i = 0; i < 6; i++) expect(await subscribeAndStore(`made-up-${i}@gmx.de`)).toBe(true);
  });

  test('one IP may cause the per-IP number of confirmations an hour (10 by default here): the 11th is refused, another IP is not, and an hour later it works', async () => {
    const ip = '198.51.100.7';
    const sent = [];
    for (let i = 1; i <= 11; i++) sent.push(await subscribeAndStore(`someone@ip-cap-${i}.example`, 'capybaracarer', ip));
    expect(sent).toEqual([true, true, true, true, true, true, true, true, true, true, false]);
    expect(await queuedTo('someone@ip-cap-11.example')).toBe(0);
    expect(await subscribeAndStore('someone@ip-cap-11.example', 'capybaracarer', '198.51.100.8')).toBe(true);
    // An IPv6 address counts by its /64: another address of the same network is the same requester.
    for (let i = 1; i <= 10; i++) expect(await subscribeAndStore(`someone@v6-cap-${i}.example`, 'capybaracarer', `2001:db8:7:7::${i}`)).toBe(true);
    expect(await subscribeAndStore('someone@v6-cap-11.example', 'capybaracarer', '2001:db8:7:7:abcd::1')).toBe(false);
    const now = capped.app.careers.now;
    try {
      capped.app.careers.now = () => Date.now() + 59 * 60 * 1000;
      expect(await subscribeAndStore('someone@ip-cap-12.example', 'capybaracarer', ip)).toBe(false);
      capped.app.careers.now = () => Date.now() + 60 * 60 * 1000 + 1000;
      expect(await subscribeAndStore('someone@ip-cap-12.example', 'capybaracarer', ip)).toBe(true);
      // The hourly clean-up forgets who asked once the hour is over, and keeps the last hour's requests.
      const requests = () => capped.app.careers.db.selectFrom('job_alert_requests').select('requested_at').execute();
      const hourAgo = new Date(capped.app.careers.now() - 60 * 60 * 1000).toISOString();
      const older = (await requests()).filter((r) => r.requested_at <= hourAgo).length;
      expect(older).toBeGreaterThanOrEqual(21);
      expect(await jobAlerts.pruneJobAlertRequests(capped.app.careers.db, capped.app.careers.now())).toBe(older);
      const kept = await requests();
      expect(kept.length).toBeGreaterThanOrEqual(1);
      expect(kept.filter((r) => r.requested_at <= hourAgo)).toEqual([]);
    } finally {
      capped.app.careers.now = now;
    }
  });
});

describe('the default caps against one requester (30 an hour per company domain, none per public provider)', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ SMTP_URL: smtp.url, ALERT_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => open.close());

  async function subscribeFrom(ip: string, email: string): Promise<boolean> {
    const { careers } = open.app;
    const domain = await getDomain(careers.db, 'demo.test');
    if (!domain) throw new Error('no demo domain');
    return jobAlerts.storeJobAlert(careers.db, careers.config, jobAlerts.checkJobAlertRequest(domain, { email, query: 'okapiorganiser', location: '', filters: {} }, ip), careers.now());
  }

  test("31 random gmail.com mailboxes asked for from many IPs do not stop a 32nd, real gmail.com address's confirmation", async () => {
    const sent = [];
    for (let i = 0; i < 31; i++) sent.push(await subscribeFrom(`203.0.113.${(i % 4) + 1}`, `x${Math.random().toString(36).slice(2)}@gmail.com`));
    // The four IPs ask 8 each at most: below the per-IP cap, so every one of the 31 was sent.
    expect(sent.filter(Boolean)).toHaveLength(31);
    expect(await subscribeFrom('192.0.2.44', 'jane.doe@gmail.com')).toBe(true);
    const queued = await open.app.careers.db.selectFrom('outbox').select('email').where('kind', '=', 'job_alert_confirmation').where('email', '=', 'jane.doe@gmail.com').execute();
    expect(queued).toHaveLength(1);
  });

  test("a small company's own domain still gets its cap: the 31st mailbox within the hour is refused, whatever the IPs", async () => {
    const sent = [];
    for (let i = 0; i < 31; i++) sent.push(await subscribeFrom(`192.0.2.${100 + i}`, `person${i}@small-company.example`));
    expect(sent.filter(Boolean)).toHaveLength(30);
    expect(sent[30]).toBe(false);
  });
});
