import { en } from '../i18n/en';
import { addPosition } from '../testing/fixtures';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// Issue 30: with the pseudo-locales offered (PSEUDO_LOCALES, development and e2e servers), `?hl=en-XA` makes the job
// page's server texts pseudo English too (accented, longer, in brackets), so the locale walk finds what skipped the
// message layer; company names stay as written. Without them en-XA is no language of the company's: English.

const pseudoLetters = /^\[[^a-z]*[\u00c0-\u024f]/;

describe.each([
  ['offered', 'true'],
  ['not offered', 'false'],
])('the pseudo-locales %s', (offered, flag) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PSEUDO_LOCALES: flag });
  });
  afterAll(() => t.close());

  test('?hl=en-XA: the match explanation and the insights', async () => {
    const id = await addPosition(t.app.careers.db, 'demo.test', 'Quokka Whisperer');
    const alex = await logInAs(t.app);
    const match = (await t.app.inject({ url: `/api/pcsx/match_details?position_id=${id}&hl=en-XA`, headers: { cookie: alex.cookie } })).json().data;
    const insights = (await t.app.inject({ url: `/api/pcsx/position_insights?position_id=${id}&hl=en-XA` })).json().data;
    const label = insights.fields.find((f: { key: string }) => f.key === 'team_size').label as string;
    const notStrong = match.explanation.at(-1) as string;
    if (offered === 'offered') {
      expect(label).toMatch(pseudoLetters);
      expect(label).not.toContain(en['server.insights.teamSize']);
      expect(notStrong).toMatch(pseudoLetters);
      // The arguments (the score) stay as they are; only the words change.
      expect(notStrong).toContain('0%');
      expect(notStrong).toContain('70%');
    } else {
      expect(label).toBe('Open roles in this team');
      expect(notStrong).toBe('Your match score is 0%; a strong match needs 70%.');
    }
  });
});
