/**
 * @jest-environment node
 */
// In Node, as the server runs it: no document, no window.
import type { FirstAnswers } from '@careers/shared/boot';
import { application, boot, draft } from '../../testing/dashboardFixtures';
import { renderDashboard } from './renderDashboard';

const NUDGE = 'Add your resume to get better job matches.';

function answers(pathname = '/careers/dashboard', over: Record<string, unknown> = {}): FirstAnswers {
  return {
    domain: 'demo.test',
    pathname,
    answers: {
      '/api/pcsx/dashboard/next_steps': { data: { first_run: false, onboarding_forms: 0, needs_resume: false, needs_job_alert: false } },
      '/api/pcsx/dashboard/nudges': { data: { nudges: [{ id: 1, kind: 'complete_profile', message: NUDGE, action_url: '/careers/profile', created_at: '2026-11-20T00:00:00.000Z' }] } },
      // Applied late in the evening in UTC: already the next day east of it.
      '/api/pcsx/dashboard/applications': { data: { applications: [application({ created_at: '2026-11-01T23:30:00.000Z' })], inactiveApplications: [] } },
      '/api/pcsx/dashboard/drafts': { data: { openDraftApplications: [draft(21, 'Designer')], closedDraftApplications: [] } },
      ...over,
    },
  };
}

const render = (url: string, tabs = ['applications', 'draft_applications'], first = answers(url.split('?')[0])) =>
  renderDashboard({ boot: boot(tabs), url, locale: 'en', nonce: 'n0nce', firstAnswers: first });

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

test("draws the heading, the nudge and the first section's list from the page's answers, with no loading state", () => {
  const page = render('/careers/dashboard');
  expect(typeof document).toBe('undefined');
  expect(page?.html).toMatch(/<h1 tabindex="-1"[^>]*>Dashboard<\/h1>/);
  expect(page?.html).toContain(NUDGE);
  expect(page?.html).toContain('Data Engineer');
  expect(page?.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Applications<\/a>/);
  // The sections show at once, not hidden behind the loading state the browser shows while it waits (only the
  // saved searches, below them, are the browser's to ask for).
  expect(page?.html.split('Saved searches')[0]).not.toMatch(/role="status"| hidden=""/);
  expect(page?.html).not.toContain('aria-busy');
  expect(page?.styles).toMatch(/<style data-s="" data-emotion="careers [^"]+" nonce="n0nce">/);
});

test("dates are the day in UTC whatever the server's zone: the page request has none, and the browser's hydrating render draws the same", () => {
  process.env.TZ = 'Pacific/Kiritimati';
  const page = render('/careers/dashboard');
  expect(page?.html).toContain('Nov 1, 2026');
  expect(page?.html).not.toContain('Nov 2, 2026');
});

test("the Offers tab (?tab=offers) draws an actionable offer's deadline as MM/DD/YYYY, the day in UTC whatever the server's zone; no countdown", () => {
  process.env.TZ = 'Pacific/Kiritimati';
  const summary = (over: object) => ({ id: 7, position_name: 'Data Engineer', status: 'Extended', action_required: true, updated_at: '2026-11-20T10:00:00.000Z', url: '/careers/offer/7', ...over });
  const offers = [
    // Late in the evening in UTC: already the next day in Kiritimati (UTC+14).
    summary({ expires_at: '2030-12-09T23:30:00.000Z' }),
    summary({ id: 8, position_name: 'Designer', status: 'Accepted', action_required: false, expires_at: null, updated_at: '2026-11-01T23:30:00.000Z' }),
  ];
  const page = render('/careers/dashboard?tab=offers', ['applications', 'offers'], answers('/careers/dashboard', { '/api/pcsx/dashboard/offers': { data: { offers } } }));
  const panel = page?.html.split('role="tabpanel"')[1]?.split('Saved searches')[0] ?? '';
  expect(panel).toContain('Data Engineer');
  expect(panel).toContain('Expires 12/09/2030');
  expect(panel).toContain('Last updated 11/01/2026');
  expect(panel).not.toMatch(/12\/10\/2030|11\/02\/2026|Dec 9|Expires in/);
});

test("the Saved jobs tab (?tab=saved) is drawn from the page's answers: its jobs, their Unsave not ready yet", () => {
  const savedJob = {
    id: 31, name: 'Saved Analyst', department: 'Finance', location: 'Berlin, DE', locations: [], is_remote: false, employment_type: 'FULL_TIME',
    posted_at: '2026-10-01T00:00:00.000Z', snippet: '', skills: [], archived_at: null, saved_at: '2026-11-20T00:00:00.000Z', is_closed: false,
  };
  const page = render('/careers/dashboard?tab=saved', ['applications', 'saved_positions'], answers('/careers/dashboard', { '/api/pcsx/positions/saved': { data: { positions: [savedJob] } } }));
  const panel = page?.html.split('role="tabpanel"')[1]?.split('Saved searches')[0] ?? '';
  expect(panel).toContain('Saved Analyst');
  expect(panel).not.toContain('This list needs JavaScript');
  expect(panel).toMatch(/<button[^>]*data-not-ready="Getting ready, one moment"/);
});

test('the section the address names is drawn (?tab=drafts), and v2 draws every section as cards', () => {
  expect(render('/careers/dashboard?tab=drafts')?.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>[^<]*Draft/);
  expect(render('/careers/dashboard?tab=drafts')?.html).toContain('Designer');
  const v2 = render('/careers/dashboardv2');
  expect(v2?.html).toContain('data-layout="v2"');
  expect(v2?.html).toContain('data-section="draft_applications"');
  expect(v2?.html).toContain(NUDGE);
});

/** The emotion rules of the element that carries `attribute` in the server's markup. */
function rulesOf(page: { html: string; styles: string } | null, attribute: string): string {
  const className = new RegExp(`<[a-z]+ ${attribute} class="([^"]+)"`).exec(page?.html ?? '')?.[1]?.split(' ').at(-1) ?? 'none';
  return (page?.styles ?? '').split('}').filter((rule) => rule.includes(`.${className}`) || rule.includes(`.${className}{`)).join('}');
}

test('a list the browser fills is drawn, for a browser without scripts, as a text saying it needs JavaScript, not a spinner that never ends', () => {
  // The first section's answer is not in the page (interviews): its panel says so, under the drawn tabs.
  const waiting = render('/careers/dashboard', ['interviews', 'applications']);
  expect(waiting?.html?.split('role="tabpanel"')[1]).toContain('This list needs JavaScript. Please enable it and reload the page.');
  // The nudges not answered either: everything below the heading waits under one loading state.
  const { '/api/pcsx/dashboard/nudges': _nudges, ...withoutNudges } = answers().answers;
  const unsettled = render('/careers/dashboard', undefined, { ...answers(), answers: withoutNudges });
  expect(unsettled?.html).toContain('These lists need JavaScript. Please enable it and reload the page.');
  expect(unsettled?.html).toMatch(/<div hidden="">.*role="tablist"/s);
  // Nothing tells a reader without scripts to wait for what will never come.
  expect(waiting?.html).not.toContain('aria-busy');
  // The saved searches, below the drawn sections, are the browser's to ask for.
  const savedSearches = render('/careers/dashboard')?.html.split('Saved searches')[1];
  expect(savedSearches).toContain('This list needs JavaScript. Please enable it and reload the page.');
  // The text shows only where no script runs, the spinner (still in the markup the browser hydrates) only where
  // scripts run: with scripts the page looks as before, so the hydration changes nothing on the screen.
  expect(rulesOf(waiting, 'data-state="needs-scripts"')).toMatch(/\{display:none;.*@media \(scripting: none\)\{\.[\w-]+\{display:block;/s);
  expect(waiting?.html).toMatch(/<div class="([^"]+)"><div data-state="loading"/);
  const spinnerBox = /<div class="([^"]+)"><div data-state="loading"/.exec(waiting?.html ?? '')?.[1] ?? 'none';
  expect(waiting?.styles).toMatch(new RegExp(`@media \\(scripting: none\\)\\{\\.${spinnerBox}\\{display:none;`));
});

test('draws nothing for another page, for answers of another page or company, or for v1 when the company redirects to v2', () => {
  expect(render('/careers/profile')).toBeNull();
  expect(render('/careers/dashboard', undefined, answers('/careers/dashboardv2'))).toBeNull();
  expect(render('/careers/dashboard', undefined, { ...answers(), domain: 'other.test' })).toBeNull();
  const redirecting = boot(['applications']);
  redirecting.configs.pcsxConfig.dashboardConfig.redirectToV2 = true;
  expect(renderDashboard({ boot: redirecting, url: '/careers/dashboard', locale: 'en', nonce: '', firstAnswers: answers() })).toBeNull();
});

test("each drawn tab is a link to its own address, so a press before the takeover or without scripts opens it by a page load", () => {
  const html = render('/careers/dashboard?domain=demo.test&tab=drafts')?.html ?? '';
  const tab = (name: string) => new RegExp(`<a href="([^"]*)" role="tab"[^>]*>${name}</a>`).exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(tab('Applications')).toBe('/careers/dashboard?domain=demo.test&tab=applications#dashboard-tab-applications');
  expect(tab('Draft applications')).toBe('/careers/dashboard?domain=demo.test&tab=drafts#dashboard-tab-draft_applications');
  expect(html).toMatch(/<a href="[^"]*" role="tab"[^>]*aria-selected="true"[^>]*>Draft applications<\/a>/);
  // Each one in the Tab order: without scripts no arrow key moves between them.
  expect(html.match(/<a [^>]*role="tab"[^>]*>/g)).toHaveLength(2);
  expect(html).not.toMatch(/<a [^>]*role="tab"[^>]*tabindex=/);
});

test("the drawn buttons that need the remote say they are not ready, until it has taken the page over (issue 27)", () => {
  const applications = render('/careers/dashboard')?.html ?? '';
  const withdraw = /<button[^>]*aria-label="Withdraw application for Data Engineer"[^>]*>/.exec(applications)?.[0];
  expect(withdraw).toContain('aria-disabled="true"');
  expect(withdraw).toContain('data-not-ready="Getting ready, one moment"');
  // Said to a screen reader too: the aria-label is read over the words CSS draws.
  expect(withdraw).toContain('aria-description="Getting ready, one moment"');
  const drafts = render('/careers/dashboard?tab=drafts')?.html ?? '';
  const remove = /<button[^>]*aria-label="Delete draft for Designer"[^>]*>/.exec(drafts)?.[0];
  expect(remove).toContain('aria-disabled="true"');
  expect(remove).toContain('data-not-ready="Getting ready, one moment"');
  // Every button the server draws is one of them: none is silently dead.
  for (const html of [applications, drafts]) {
    for (const button of html.match(/<button[^>]*>/g) ?? []) expect(button).toContain('data-not-ready="Getting ready, one moment"');
  }
});

test("a tab whose list the page does not carry (interviews: times in the browser's zone) is drawn with the tabs, its list to come", () => {
  const html = render('/careers/dashboard?tab=interviews', ['applications', 'interviews'])?.html ?? '';
  // The tabs, the open one selected, so a visitor without scripts can go to another one.
  expect(html).toMatch(/<a href="[^"]*tab=applications#dashboard-tab-applications" role="tab"[^>]*aria-selected="false"[^>]*>Applications<\/a>/);
  expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Interviews<\/a>/);
  // The open panel says its own list needs scripts; not one text for the whole page.
  expect(html).toContain('This list needs JavaScript. Please enable it and reload the page.');
  expect(html).not.toContain('These lists need JavaScript');
  expect(html).toContain(NUDGE);
});
