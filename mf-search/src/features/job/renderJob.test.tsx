/**
 * @jest-environment node
 */
// In Node, as the server runs it: no document, no window.
import { makeBootData } from '@careers/shared/testing';
import { makeDetails } from '../../testing/searchFixtures';
import { renderJob } from './renderJob';

const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null, configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
const details = makeDetails(12, {
  name: 'Senior <Data> Engineer',
  location: 'Berlin, Berlin, Germany',
  description: 'About the team.\n\n- Build pipelines\n- Own "quality"',
});

function rendered(url: string, answer = details) {
  const job = renderJob({ boot, url, locale: 'en', nonce: 'n0nce', details: answer, overrides: null, insights: null, match: null });
  if (!job) throw new Error(`${url} was not rendered`);
  return job;
}

test('renders the job title as the heading, its place, description and a real apply link, texts escaped', () => {
  const { html, styles } = rendered('/careers/job/12?utm_source=mail');
  expect(typeof document).toBe('undefined');
  expect(html).toMatch(/<h1 tabindex="-1"[^>]*>Senior &lt;Data&gt; Engineer<\/h1>/);
  expect(html).toContain('Berlin, Berlin, Germany');
  expect(html).toContain('<h2 class="careers-');
  expect(html).toContain('About the job');
  expect(html).toContain('About the team.');
  expect(html).toMatch(/<li>Own &quot;quality&quot;<\/li>/);
  expect(html).toMatch(/<a href="\/careers\/apply\?pid=12"[^>]*>Apply<\/a>/);
  expect(html).toMatch(/<a href="\/careers\/search"[^>]*>Search jobs<\/a>/);
  // Its styles carry the response's nonce (style-src has no 'unsafe-inline').
  expect(styles).toMatch(/<style data-s="" data-emotion="careers [^"]+" nonce="n0nce">\.careers-/);
  // What loads after the first paint (match, insights) is in its loading state, as in the browser's first render.
  expect(html).not.toContain('Failed');
});

test('a closed position shows its closed note and no apply link', () => {
  const { html } = rendered('/careers/job/12', { ...details, data: { ...details.data, archived_at: '2026-05-01T00:00:00.000Z' }, metadata: { isFallback: true, isClosed: true } });
  expect(html).toContain('This position is closed and no longer takes applications.');
  expect(html).not.toContain('href="/careers/apply?pid=12"');
});

test("'Save job' carries aria-pressed from the saved state the server knows, as the browser's first render does (hydration matches)", () => {
  const saveButton = (html: string) => /<button[^>]*>(?:(?!<\/button>).)*(?:Save job|Saved)<\/button>/.exec(html)?.[0] ?? '';
  expect(saveButton(rendered('/careers/job/12').html)).toMatch(/aria-pressed="false"[^>]*>.*Save job<\/button>$/);
  const savedAnswer = { ...details, data: { ...details.data, positionUserActions: { ...details.data.positionUserActions, isSaved: true } } };
  expect(saveButton(rendered('/careers/job/12', savedAnswer).html)).toMatch(/aria-pressed="true"[^>]*>.*Saved<\/button>$/);
});

test('a private position applies on the private apply page', () => {
  const { html } = rendered('/careers/job/private?pid=12');
  expect(html).toMatch(/<a href="\/careers\/apply\/private\?pid=12"[^>]*>Apply<\/a>/);
});

test('renders in the language it is given', () => {
  const job = renderJob({ boot: { ...boot, configs: { ...boot.configs, supportedLanguages: ['en', 'es'] } }, url: '/careers/job/12', locale: 'es', nonce: '', details, overrides: null, insights: null, match: null });
  expect(job?.html).toMatch(/<a href="\/careers\/apply\?pid=12"[^>]*>Postularme<\/a>/);
});

test('what only the browser fills (match, insights) keeps its room but shows and says no loading state', () => {
  const loggedIn = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  for (const who of [boot, loggedIn]) {
    const job = renderJob({ boot: who, url: '/careers/job/12', locale: 'en', nonce: '', details, overrides: null, insights: null, match: null });
    expect(job?.html).not.toContain('Loading insights');
    expect(job?.html).toContain('data-state="reserved"');
    // No live region says 'Loading …' to a reader without scripts: the match placeholder keeps its room unseen.
    const heard = job!.html.replace(/<section[^>]*aria-hidden="true"[^>]*>.*?<\/section>/g, '');
    // Unseen through a class: the CSP refuses style attributes in the server's HTML (the placeholder showed grey).
    expect(job!.html).not.toMatch(/ style="/);
    if (who === loggedIn) expect(job!.styles).toContain('visibility:hidden');
    expect(heard).not.toMatch(/role="status"[^>]*>Loading/);
    if (who === loggedIn) expect(heard).not.toBe(job!.html);
  }
});

test("an unknown position's page (no details) has the job view's heading and says it was not found", () => {
  const job = renderJob({ boot, url: '/careers/job/99999', locale: 'en', nonce: '', details: null, overrides: null, insights: null, match: null });
  expect(job?.html).toMatch(/<h1 tabindex="-1"[^>]*>Job details<\/h1>/);
  expect(job?.html).toContain('<p>Position not found.</p>');
  expect(job?.html).toMatch(/<a href="\/careers\/search"[^>]*>Search jobs<\/a>/);
  expect(renderJob({ boot, url: '/careers/search', locale: 'en', nonce: '', details: null, overrides: null, insights: null, match: null })).toBeNull();
});

test('draws nothing for another address than this position’s page', () => {
  expect(renderJob({ boot, url: '/careers/job/13', locale: 'en', nonce: '', details, overrides: null, insights: null, match: null })).toBeNull();
  expect(renderJob({ boot, url: '/careers/search', locale: 'en', nonce: '', details, overrides: null, insights: null, match: null })).toBeNull();
});

// User trial s19: the 'Log in' under 'How you match' was a plain server-drawn button; a press before the takeover
// was lost without a word. Every button the server draws does nothing until the remote runs, so each says so.
test('every button the server draws says it is getting ready (aria-disabled, the words for the bubble and a screen reader)', () => {
  const buttons = rendered('/careers/job/12').html.match(/<button[^>]*>(?:(?!<\/button>).)*<\/button>/g) ?? [];
  const names = buttons.map((button) => button.replace(/<[^>]*>/g, '').trim());
  expect(names).toEqual(expect.arrayContaining(['Log in', '♡Save job']));
  for (const [i, button] of buttons.entries()) {
    expect({ name: names[i], marked: /aria-disabled="true"/.test(button) && /data-not-ready="Getting ready, one moment"/.test(button) }).toEqual({ name: names[i], marked: true });
  }
});

// Issue 27: the server reads the position's overrides and insights with its details and draws them, so the remote's
// first render is the same and nothing of them answers later to draw the page again; and a reader without scripts
// (a crawler too) gets the insights and similar roles, not an empty box.
test('with the overrides and insights it was given, the page shows them (a company label on Apply, similar roles)', () => {
  const insights = { data: { fields: [{ key: 'team_size', label: 'Team size', value: '12 people' }], similarRoles: [{ id: 8, name: 'Data Engineer', location: 'Berlin' }] } };
  const overrides = { data: { applyButtonLabel: 'Apply now', externalApplyUrl: null, hideMatchDetails: false } };
  const job = renderJob({ boot, url: '/careers/job/12', locale: 'en', nonce: '', details, overrides, insights, match: null });
  expect(job?.html).toMatch(/<a href="\/careers\/apply\?pid=12"[^>]*>Apply now<\/a>/);
  expect(job?.html).toContain('Team size');
  expect(job?.html).toContain('12 people');
  expect(job?.html).toMatch(/<a href="\/careers\/job\/8"[^>]*>Data Engineer<\/a>/);
  // Nothing is reserved for insights that are already there.
  const withoutInsights = renderJob({ boot, url: '/careers/job/12', locale: 'en', nonce: '', details, overrides, insights: null, match: null });
  expect(withoutInsights?.html).not.toContain('Data Engineer');
});

// User trial s20: logged in, 'How you match' (and the insights under it) waited for the browser's request, and the
// page grew at the takeover. With the candidate's match read by the server, the page shows it as it will stay.
test("with a candidate's match it was given, the page shows how they match, seen and heard, and the insights under it", () => {
  const candidate = makeBootData({ configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } });
  const insights = { data: { fields: [{ key: 'team_size', label: 'Team size', value: '12 people' }], similarRoles: [] } };
  const overrides = { data: { applyButtonLabel: null, externalApplyUrl: null, hideMatchDetails: false } };
  const match = {
    data: {
      score: 0.8, isStrongMatch: true, threshold: 0.7, matchedSkills: ['Python', 'SQL'], missingSkills: ['Spark'],
      experience: { candidateYears: 6, requiredYears: 5, meets: true }, explanation: ['You have 2 of the 3 skills listed: Python and SQL.'],
    },
  };
  const job = renderJob({ boot: candidate, url: '/careers/job/12', locale: 'en', nonce: '', details, overrides, insights, match });
  const html = job!.html;
  const section = /<section aria-label="How you match"[^>]*>.*?<\/section>/.exec(html)?.[0] ?? '';
  expect(section).not.toContain('aria-hidden');
  expect(section).toContain('aria-busy="false"');
  expect(section).toContain('Strong match');
  expect(section).toContain('80% match');
  expect(section).toContain('You have 2 of the 3 skills listed: Python and SQL.');
  expect(section).toMatch(/>Skills you have<\/h3>.*>Python<\/li><li[^>]*>SQL<\/li>.*>Skills to build<\/h3>.*>Spark<\/li>/);
  expect(section).not.toContain('data-state="loading"');
  // Nothing of the page is hidden or loading: the insights are drawn under the match, not their loading room.
  expect(job!.styles).not.toContain('visibility:hidden');
  expect(html).not.toContain('data-state="reserved"');
  expect(html.indexOf('12 people')).toBeGreaterThan(html.indexOf('Skills to build'));
  // Without it (its read failed), the placeholder as before: its room kept, unseen and unheard.
  const unread = renderJob({ boot: candidate, url: '/careers/job/12', locale: 'en', nonce: '', details, overrides, insights, match: null });
  expect(unread!.html).toMatch(/<section aria-label="How you match"[^>]*aria-hidden="true"/);
});
