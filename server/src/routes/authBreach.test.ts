import { logInAs } from '../testing/testApp';
import { authTestApp } from '../testing/authPages';

const t = authTestApp();

describe('BREACH: pages that show the e-mail beside an attacker-chosen next= go uncompressed', () => {
  test('GET /logout and GET /candidate/login (logged in, and not) with a long next: no Content-Encoding, whatever is accepted', async () => {
    const alex = await logInAs(t.app);
    // Compressed, the length of the answer would tell an attacker who controls next= whether a guess matches the e-mail.
    const next = encodeURIComponent(`/careers/search?q=${'alex@demo.t'.repeat(150)}`);
    const pages = [
      { url: `/logout?next=${next}`, cookie: alex.cookie, says: 'alex@demo.test' },
      { url: `/candidate/login?next=${next}`, cookie: alex.cookie, says: 'You are logged in as Alex Rivera (alex@demo.test).' },
      { url: `/candidate/login?mode=signup&next=${next}`, cookie: alex.cookie, says: 'You are logged in as Alex Rivera (alex@demo.test).' },
      { url: `/candidate/login?next=${next}`, cookie: '', says: 'name="password"' },
    ];
    for (const { url, cookie, says } of pages) {
      const res = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
      expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([url, 200, undefined]);
      expect(res.body.length).toBeGreaterThan(1024);
      expect(res.body).toContain(says);
    }
  });
});
