import { addPosition } from '../testing/fixtures';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

// Issue 27 (pages useful before and without scripts): the apply page's Country list showed only 'Loading' without
// JavaScript, its options coming from an endpoint the browser's script asks. The page now carries the answers of the
// form's option endpoints (the block's optionLists), the ones the server draws its selects with: the same JSON the
// endpoint answers, for the address the browser's toolkit asks (a prefilled country's regions too).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

const BLOCK = /<script type="application\/json" id="careers-first-answers" nonce="[^"]+">([^<]*)<\/script>/;
type Block = { answers: Record<string, { data: { values: Record<string, unknown> } }>; optionLists?: Record<string, unknown> };
const blockOf = (html: string): Block | null => {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Block) : null;
};
const get = async (url: string, who: Browser) => {
  const res = await t.app.inject({ url, headers: { cookie: who.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

test("a candidate's apply page carries the Country list and, for the country their profile filled in, its regions, as the endpoint answers them", async () => {
  const pid = await addPosition(t.app.careers.db, 'demo.test', 'Country List Engineer');
  const alex = await logInAs(t.app);
  const res = await t.app.inject({ url: `/careers/apply?pid=${pid}&domain=demo.test`, headers: { cookie: alex.cookie } });
  expect(res.statusCode).toBe(200);
  const block = blockOf(res.body);
  // Alex's profile says 'Berlin, Germany': the form's country is filled in, so the region list is Germany's.
  expect(block?.answers['/api/pcsx/apply_form']?.data.values.country).toBe('DE');
  expect(Object.keys(block?.optionLists ?? {})).toEqual(['/api/pcsx/form_options/countries', '/api/pcsx/form_options/regions?parent=DE']);
  expect(block?.optionLists?.['/api/pcsx/form_options/countries']).toEqual(await get('/api/pcsx/form_options/countries?domain=demo.test', alex));
  expect(block?.optionLists?.['/api/pcsx/form_options/regions?parent=DE']).toEqual(await get('/api/pcsx/form_options/regions?parent=DE&domain=demo.test', alex));
  expect(JSON.stringify(block?.optionLists)).toContain('{"value":"DE","label":"Germany"}');
  expect(JSON.stringify(block?.optionLists)).toContain('{"value":"BE","label":"Berlin"}');
});

test("a visitor's page carries the Country list only: no country is filled in, so no region list is asked for yet", async () => {
  const pid = await addPosition(t.app.careers.db, 'demo.test', 'Visitor Country Engineer');
  const visitor = await visit(t.app);
  const res = await t.app.inject({ url: `/careers/apply?pid=${pid}&domain=demo.test`, headers: { cookie: visitor.cookie } });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(blockOf(res.body)?.optionLists ?? {})).toEqual(['/api/pcsx/form_options/countries']);
});
