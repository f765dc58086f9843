import fs from 'node:fs';
import path from 'node:path';
import { installStandIns, remoteSlot, serveRemoteBuild, standInRenderer, styleNonceOf, writeRepoFile, type StandInRenderer } from '../testing/serverDrawnPages';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// Issue 27 "First paint": a logged-in candidate's offer page arrives with the offer drawn by mf-offers' server
// renderer (heading, the letter's paragraph, status, documents), from the same offers answer the page carries.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

// Stand-ins for shell/dist-ssr/render.cjs and mf-offers/dist-ssr/render.cjs (the real ones are proven in
// shell/src/ssr, mf-offers/src/features/offer/renderOffer.test.tsx and e2e/tests/offerServerRendered): the chrome
// draws the slots it is given; the offer renderer draws the letter's paragraph of the offer the address names,
// from the answer it is given, and nothing for an offer that answer does not hold (as the real one).
const offers: StandInRenderer = {
  remote: 'mf-offers',
  exportName: 'renderOffer',
  buildId: 'o1',
  styleKey: 'o',
  draw: `(url, answers) => {
    const id = Number(/\\/careers\\/offer\\/(\\d+)/.exec(url)?.[1]);
    const offer = answers['/api/offer/offers'].offers.find((o) => o.id === id);
    return offer ? '<h1>Job offer for the position</h1><p data-letter>Congratulations! ' + offer.position.name + '</p>' : null;
  }`,
};
beforeAll(() => installStandIns(t, offers));
beforeEach(() => serveRemoteBuild(t, 'mf-offers', 'o1'));

interface OffersAnswer {
  offers: { id: number; position: { name: string } }[];
}
const offersOf = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/offer/offers?domain=demo.test', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as OffersAnswer).offers;
};
const letter = (name: string) => `<p data-letter>Congratulations! ${name}</p>`;

test("the candidate's own offer page holds the letter's paragraph, drawn in mf-offers' slot, and stays private", async () => {
  const alex = await logInAs(t.app);
  const [offer] = await offersOf(alex.cookie);
  // The demo candidate has an offer: the test would prove nothing without one.
  expect(offer).toBeDefined();
  const page = await t.app.inject({ url: `/careers/offer/${offer!.id}?domain=demo.test`, headers: { cookie: alex.cookie } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  const slot = remoteSlot(page.body, 'mf-offers');
  expect(slot).toContain('<h1>Job offer for the position</h1>');
  expect(slot).toContain(letter(offer!.position.name));
  // Its styles in the head with this response's nonce; the answer it was drawn with is the page's (one read).
  expect(page.body.indexOf(`<style data-emotion="careers o" nonce="${styleNonceOf(page.headers)}">`)).toBeLessThan(page.body.indexOf('</head>'));
  expect(page.body).toContain('id="careers-first-answers"');
  // Drawn, its controls are links that work without scripts: no page-wide 'needs JavaScript' above it (issue 27).
  expect(page.body).not.toContain('<noscript>');
});

test("another candidate opening that offer's address, or a visitor, gets nothing of it: the page as before", async () => {
  const alex = await logInAs(t.app);
  const [offer] = await offersOf(alex.cookie);
  const sam = await logInAs(t.app, 'sam@demo.test');
  expect((await offersOf(sam.cookie)).map((o) => o.id)).not.toContain(offer!.id);
  const url = `/careers/offer/${offer!.id}?domain=demo.test`;
  const other = await t.app.inject({ url, headers: { cookie: sam.cookie } });
  expect(other.statusCode).toBe(200);
  expect(other.body).toContain(`<header>/careers/offer/${offer!.id}</header><main></main>`);
  expect(other.body).not.toContain('data-remote="mf-offers"');
  expect(other.body).not.toContain('Congratulations!');
  expect(other.body).not.toContain(offer!.position.name);
  expect(other.headers['cache-control']).toBe('private, no-store');
  const visitor = await t.app.inject({ url });
  expect(visitor.body).toContain(`<header>/careers/offer/${offer!.id}</header><main></main>`);
  expect(visitor.body).not.toContain('data-remote="mf-offers"');
  expect(visitor.body).not.toContain('careers-first-answers');
  expect(visitor.body).not.toContain(offer!.position.name);
});

test('a renderer of another mf-offers build, a missing one, or one that fails: the page as before, with its answer for the browser to draw', async () => {
  const alex = await logInAs(t.app);
  const [offer] = await offersOf(alex.cookie);
  const empty = `<header>/careers/offer/${offer!.id}</header><main></main>`;
  serveRemoteBuild(t, 'mf-offers', 'o2');
  const stale = await t.app.inject({ url: `/careers/offer/${offer!.id}`, headers: { cookie: alex.cookie } });
  expect(stale.body).toContain(empty);
  expect(stale.body).toContain('id="careers-first-answers"');
  // Not drawn, the page needs scripts for all of it, and says so.
  expect(stale.body).toContain('<noscript>This page needs JavaScript. Please enable it and reload the page.</noscript>');
  serveRemoteBuild(t, 'mf-offers', 'o1');
  const failed = await t.app.inject({ url: `/careers/offer/${offer!.id}?boom=1`, headers: { cookie: alex.cookie } });
  expect(failed.statusCode).toBe(200);
  expect(failed.body).toContain(empty);
  expect(failed.body).toContain('id="careers-first-answers"');
  fs.rmSync(path.join(t.repoRoot, 'mf-offers/dist-ssr/render.cjs'));
  try {
    const missing = await t.app.inject({ url: `/careers/offer/${offer!.id}`, headers: { cookie: alex.cookie } });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(empty);
  } finally {
    writeRepoFile(t, 'mf-offers/dist-ssr/render.cjs', standInRenderer(offers));
  }
});
