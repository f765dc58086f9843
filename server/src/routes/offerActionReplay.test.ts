import { randomBytes } from 'node:crypto';
import { offerRequests } from '../testing/offerRequests';
import { createTestApp, type TestApp } from '../testing/testApp';

// Decisions under an Idempotency-Key: a repeat gets the stored answer, byte for byte (issue 28: the offers
// service answers the domain and throws its refusals; the error handler makes them HTTP), including rows stored
// before that change, which held the answer as it was sent: status and body; a key reused for another request or
// malformed is refused. The concurrent repeats are in offersUploads.test.ts.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;
const { newCandidate, pdfSaying, addOffer, post, letterFile, accept, decline, events, offerRow } = offerRequests(() => t);
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

describe('Idempotency-Key', () => {
  test('a repeat with the key gets the stored answer; the key with another request is refused (422)', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const other = await addOffer(robin.id);
    const key = { 'idempotency-key': `accept-${offer.id}-${randomBytes(4).toString('hex')}` };
    const first = await accept(robin, offer.id, [letterFile(await pdfSaying('one'))], key);
    expect(first.statusCode).toBe(200);
    expect(first.json().changed).toBe(true);
    // Even with no file at all: the answer is the one stored for the key.
    const replay = await post(robin, `/api/offer/offers/${offer.id}/accept?domain=demo.test`, undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...first.json(), changed: false });
    const reused = await decline(robin, other.id, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(await offerRow(other.id)).toMatchObject({ status: 'Extended' });
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['uploaded', 'accepted']);
    expect(await db().selectFrom('offer_actions').select('status_code').where('candidate_id', '=', robin.id).execute()).toEqual([{ status_code: 200 }]);
  });

  test('a refusal is stored too: the same key answers the same 409; keys are per candidate', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id, { status: 'Canceled', expiresAt: null });
    const key = { 'idempotency-key': 'the-same-key' };
    const first = await decline(robin, offer.id, key);
    expect(first.statusCode).toBe(409);
    const replay = await decline(robin, offer.id, key);
    expect([replay.statusCode, replay.json()]).toEqual([409, first.json()]);
    // Another candidate's identical key is theirs alone.
    const kim = await newCandidate();
    const kims = await addOffer(kim.id);
    expect((await decline(kim, kims.id, key)).json()).toMatchObject({ changed: true, offer: { status: 'Declined' } });
  });

  test('a key that is not 1-200 printable ASCII characters: 400', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    for (const bad of ['x'.repeat(201), 'tab\there']) {
      const res = await decline(robin, offer.id, { 'idempotency-key': bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_idempotency_key');
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'Extended' });
  });
});
