import { offerRequests } from '../../testing/offerRequests';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { extendOffer } from './extendOffer';

// The e2e suite's offers (e2e/tests/offerFixture.ts) as the candidate then sees them through the offers API: on
// either engine, since the suite runs on both.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

const { newCandidate, get } = offerRequests(() => t);
const DAY = 86_400_000;

/** The offers `who` is shown. */
async function offersOf(who: Awaited<ReturnType<typeof newCandidate>>) {
  const res = await get(who, '/api/offer/offers?domain=demo.test');
  expect(res.statusCode).toBe(200);
  return res.json().offers as Array<Record<string, unknown> & { offer_documents: Array<Record<string, unknown>> }>;
}

async function emailOf(id: number): Promise<string> {
  return (await t.app.careers.db.selectFrom('candidates').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
}

test('an embedded offer: Extended, actionable, one unsigned letter whose file is a PDF, for the position it names', async () => {
  const robin = await newCandidate();
  const given = await extendOffer(t.app.careers.db, { email: await emailOf(robin.id), kind: 'embedded', random: () => 0.5 });
  const [offer, ...others] = await offersOf(robin);
  expect(others).toEqual([]);
  expect(offer).toMatchObject({ id: given.offerId, status: 'Extended', actionable: true, signed: false, position: { name: given.positionName } });
  expect(offer!.offer_documents).toEqual([expect.objectContaining({ id: given.documentId, status: 'Unsigned', is_letter: true })]);
  const left = Date.parse(String(offer!.expires_at)) - Date.now();
  expect(left).toBeGreaterThan(7 * DAY - 60_000);
  expect(left).toBeLessThanOrEqual(7 * DAY);
  const file = await get(robin, `/api/offer/offers/${given.offerId}/${given.documentId}/file?domain=demo.test`);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
});

test("an e-sign offer's letter opens at the provider; an expired one is shown Expired and cannot be acted on; a deadline given is kept", async () => {
  const robin = await newCandidate();
  const email = await emailOf(robin.id);
  const esign = await extendOffer(t.app.careers.db, { email, kind: 'esign' });
  const expired = await extendOffer(t.app.careers.db, { email, kind: 'expired' });
  const deadline = new Date(Date.now() + 3 * DAY);
  const dated = await extendOffer(t.app.careers.db, { email, kind: 'embedded', expiresAt: deadline });
  const offers = new Map((await offersOf(robin)).map((o) => [o.id, o]));
  // The provider's page on its own origin, signed for this document.
  expect(String(offers.get(esign.offerId)!.offer_documents[0]!.url)).toMatch(new RegExp(`^http://[^/]+/sign/${esign.documentId}\\?t=`));
  expect(offers.get(esign.offerId)!.offer_documents.length).toBe(1);
  expect(offers.get(expired.offerId)).toMatchObject({ status: 'Expired', actionable: false });
  expect(Date.parse(String(offers.get(dated.offerId)!.expires_at))).toBe(deadline.getTime());
});

test('a candidate nobody signed up is refused with their address', async () => {
  await expect(extendOffer(t.app.careers.db, { email: 'nobody@offers.test', kind: 'embedded' })).rejects.toThrow('no candidate nobody@offers.test');
});
