import { offerRequests } from '../testing/offerRequests';
import { createTestApp, type TestApp } from '../testing/testApp';

// Replays under an Idempotency-Key byte for byte (issue 28: the offers service answers the domain and
// throws its refusals; the error handler makes them HTTP), including rows stored before that change,
// which held the answer as it was sent: status and body.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const { newCandidate, addOffer, decline, offerRow } = offerRequests(() => t);
const declinePath = (offerId: number) => `POST /api/offer/offers/${offerId}/decline`;
const answerOf = (res: { statusCode: number; headers: Record<string, unknown>; payload: string }) => [res.statusCode, res.headers['content-type'], res.payload];

/** A row as the code before issue 28 wrote it (`status_code` and `JSON.stringify(body)` of the answer sent). */
async function storeOldRow(candidateId: number, key: string, request: string, status: number, body: unknown): Promise<void> {
  await db()
    .insertInto('offer_actions')
    .values({ domain: 'demo.test', candidate_id: candidateId, idempotency_key: key, request, status_code: status, response_json: JSON.stringify(body), created_at: new Date().toISOString() })
    .execute();
}

test("a refusal's replay is the first answer to the byte: status, content type and body", async () => {
  const robin = await newCandidate();
  const offer = await addOffer(robin.id, { status: 'Canceled', expiresAt: null });
  const key = { 'idempotency-key': 'refused-once' };
  const first = await decline(robin, offer.id, key);
  expect(first.json().error.code).toBe('offer_not_actionable');
  expect(answerOf(await decline(robin, offer.id, key))).toEqual(answerOf(first));
  expect(answerOf(first)).toEqual([409, 'application/json; charset=utf-8', first.payload]);
});

test('a refusal stored by the code before issue 28 replays as it was sent, though the offer could now be declined', async () => {
  const robin = await newCandidate();
  const offer = await addOffer(robin.id);
  const stored = { error: { code: 'offer_not_actionable', message: 'This offer has been canceled.' } };
  await storeOldRow(robin.id, 'old-refusal', declinePath(offer.id), 409, stored);
  const replay = await decline(robin, offer.id, { 'idempotency-key': 'old-refusal' });
  expect(answerOf(replay)).toEqual([409, 'application/json; charset=utf-8', JSON.stringify(stored)]);
  expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended' });
});

test('an answer stored by the code before issue 28 replays with `changed: false`, and changes nothing', async () => {
  const robin = await newCandidate();
  const earlier = await addOffer(robin.id);
  const offer = await addOffer(robin.id);
  // A decline's answer as it was sent (from a real decline without a key), stored for `offer`, which is
  // still open: only a replay from the store answers it declined without declining it.
  const first = await decline(robin, earlier.id);
  expect(first.statusCode).toBe(200);
  const sent = first.json() as { changed: boolean; offer: { status: string } };
  expect([sent.changed, sent.offer.status]).toEqual([true, 'Declined']);
  await storeOldRow(robin.id, 'old-answer', declinePath(offer.id), 200, sent);
  const replay = await decline(robin, offer.id, { 'idempotency-key': 'old-answer' });
  expect(answerOf(replay)).toEqual([200, 'application/json; charset=utf-8', JSON.stringify({ ...sent, changed: false })]);
  expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended' });
  // With the key for another request, the old row refuses it like a new one.
  const other = await addOffer(robin.id);
  const reused = await decline(robin, other.id, { 'idempotency-key': 'old-answer' });
  expect([reused.statusCode, reused.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  expect(await offerRow(other.id)).toMatchObject({ status: 'Extended' });
});
