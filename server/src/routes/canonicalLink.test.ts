import { addCompany, addPosition } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

const ORIGIN = 'https://careers.example.com';
let t: TestApp;
const db = () => t.app.careers.db;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await addCompany(db(), 'canon-b.test');
});
afterAll(async () => {
  await t.close();
});

const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]*)">/g)].map((m) => m[1]);

test('a job page names its one address: absolute, on the configured origin, without tracking parameters', async () => {
  const id = await addPosition(db(), 'demo.test', 'Analytics Engineer');
  const res = await t.app.inject({ url: `/careers/job/${id}?utm_source=newsletter&gclid=abc&hl=de`, headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(200);
  // The default company's address needs no ?domain= (it is what a crawler without a session gets).
  expect(canonicalOf(res.body)).toEqual([`${ORIGIN}/careers/job/${id}`]);
});

test("another company's job page keeps its ?domain=, the address its sitemap lists", async () => {
  const id = await addPosition(db(), 'canon-b.test', 'Data Steward </a>"&');
  const res = await t.app.inject({ url: `/careers/job/${id}/?domain=canon-b.test&utm_campaign=x` });
  expect(canonicalOf(res.body)).toEqual([`${ORIGIN}/careers/job/${id}?domain=canon-b.test`]);
});

test('a closed job keeps its canonical (410); an unknown job, a private job and account pages have none; the search page names /careers/search', async () => {
  const closed = await addPosition(db(), 'demo.test', 'Closed');
  await db().updateTable('positions').set({ archived_at: new Date().toISOString() }).where('id', '=', closed).execute();
  const gone = await t.app.inject({ url: `/careers/job/${closed}` });
  expect(gone.statusCode).toBe(410);
  expect(canonicalOf(gone.body)).toEqual([`${ORIGIN}/careers/job/${closed}`]);
  expect(canonicalOf((await t.app.inject({ url: '/careers/job/999999999' })).body)).toEqual([]);
  const open = await addPosition(db(), 'demo.test', 'Private');
  expect(canonicalOf((await t.app.inject({ url: `/careers/job/private?pid=${open}` })).body)).toEqual([]);
  expect(canonicalOf((await t.app.inject({ url: '/careers/dashboard' })).body)).toEqual([]);
  expect(canonicalOf((await t.app.inject({ url: '/careers/search?query=engineer&utm_source=x' })).body)).toEqual([`${ORIGIN}/careers/search`]);
  expect(canonicalOf((await t.app.inject({ url: '/careers?domain=canon-b.test' })).body)).toEqual([`${ORIGIN}/careers/search?domain=canon-b.test`]);
});

test('a private job page is kept out of search results (noindex), with no canonical pointing at the public job', async () => {
  const id = await addPosition(db(), 'demo.test', 'Confidential Role');
  const res = await t.app.inject({ url: `/careers/job/private?pid=${id}&utm_source=referral` });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<title>Confidential Role | Careers at');
  expect(robotsOf(res.body)).toEqual(['noindex']);
  expect(canonicalOf(res.body)).toEqual([]);
  // The public job page stays listable.
  const open = await t.app.inject({ url: `/careers/job/${id}` });
  expect(robotsOf(open.body)).toEqual([]);
  expect(canonicalOf(open.body)).toEqual([`${ORIGIN}/careers/job/${id}`]);
});

test('a role/place landing page names itself, in one spelling: hyphens, lower case, no parameters', async () => {
  const page = await t.app.inject({ url: '/careers/nurse/berlin', headers: { host: 'evil.example' } });
  expect(page.statusCode).toBe(200);
  expect(canonicalOf(page.body)).toEqual([`${ORIGIN}/careers/nurse/berlin`]);
  expect(robotsOf(page.body)).toEqual([]);
  // Spec §2: hyphens or underscores for spaces; search ignores case. One address for all the spellings.
  const spelled = await t.app.inject({ url: '/careers/Registered_Nurse/new%20york/?utm_source=x&filter_department=Care' });
  expect(canonicalOf(spelled.body)).toEqual([`${ORIGIN}/careers/registered-nurse/new-york`]);
  expect(canonicalOf((await t.app.inject({ url: '/careers/nurse' })).body)).toEqual([`${ORIGIN}/careers/nurse`]);
  expect(canonicalOf((await t.app.inject({ url: '/careers/krankenpfleger/m%C3%BCnchen?domain=canon-b.test' })).body)).toEqual([
    `${ORIGIN}/careers/krankenpfleger/m%C3%BCnchen?domain=canon-b.test`,
  ]);
  // Words that are only separators name no role: the search page.
  expect(canonicalOf((await t.app.inject({ url: '/careers/-/berlin' })).body)).toEqual([`${ORIGIN}/careers/search`]);
});
