import { PassThrough } from 'node:stream';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import { offerRequests } from '../testing/offerRequests';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

// The offers API under many calls at once (spec §7 Offers), on either engine: concurrent accepts and
// declines make one transition, and an address may have only so many uploads in progress. Apart from
// routes/offers.test.ts, the longest server file, so that its apps start and run on the other jest
// worker (CI has two).

let t: TestApp;

beforeAll(async () => {
  // The concurrency tests send many calls at once from one address.
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000', UPLOADS_PER_IP_AT_ONCE: '100' });
});
afterAll(async () => {
  await t.close();
});

const { newCandidate, pdfSaying, addOffer, multipart, letterFile, accept, decline, events } = offerRequests(() => t);

describe('accepting the offer (its letter)', () => {
  test('50 concurrent accepts: one transition, one signed and one accepted entry, every caller 200 with the same offer', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const upload = await pdfSaying('signed once');
    const answers = await Promise.all(Array.from({ length: 50 }, () => accept(robin, offer.id, [letterFile(upload)])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.changed)).toHaveLength(1);
    for (const body of bodies) expect(body.offer).toEqual(bodies[0].offer);
    expect(bodies[0].offer).toMatchObject({ status: 'Accepted', signed: true });
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['uploaded', 'accepted']);
  }, 120_000);});

describe('Idempotency-Key', () => {
  test('concurrent calls with one key: one transition, the same answer for all', async () => {
    const robin = await newCandidate();
    const offer = await addOffer(robin.id);
    const key = { 'idempotency-key': 'decline-once' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => decline(robin, offer.id, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1);
    expect((await events(offer.id)).map((e) => e.event)).toEqual(['declined']);
  });
});

describe('uploads at once', () => {
  let one: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ UPLOADS_PER_IP_AT_ONCE: '1', LOGIN_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await one.close();
  });

  test('an address may have UPLOADS_PER_IP_AT_ONCE accept calls in progress; one more is 429 until one ends', async () => {
    const robin = await logInAs(one.app, 'alex@demo.test');
    const offerId = (await one.app.careers.db.selectFrom('offers').select('id').where('status', '=', 'Extended').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const { payload, contentType } = multipart([letterFile(await pdfSaying('slow'))]);
    // An upload whose body has not all arrived yet holds its place until the rest comes.
    const body = new PassThrough();
    const slow = one.app.inject({
      method: 'POST', url: `/api/offer/offers/${offerId}/accept?domain=demo.test`, remoteAddress: '10.2.0.1', payload: body,
      headers: { cookie: robin.cookie, 'x-csrf-token': robin.csrf, 'content-type': contentType },
    });
    body.write(payload.subarray(0, payload.length - 20));
    // A probe on a missing offer (404 when let through, nothing changes) until the slow one is inside.
    const probe = (remoteAddress: string) => one.app.inject({
      method: 'POST', url: '/api/offer/offers/999999/accept?domain=demo.test', remoteAddress,
      headers: { cookie: robin.cookie, 'x-csrf-token': robin.csrf, 'content-type': contentType }, payload,
    });
    let slowAnswered = false;
    void slow.then(() => (slowAnswered = true));
    // Probe only once the slow one holds its slot: a probe sent earlier could take the slot first (then
    // the slow one, arriving second, is the one refused), which a loaded machine made happen in CI.
    const slots = uploadSlotsOf(one.app.careers);
    for (let tries = 0; slots.busy('10.2.0.1') === 0 && !slowAnswered && tries < 5000; tries++) await new Promise((resolve) => setTimeout(resolve, 2));
    const refused = await probe('10.2.0.1');
    // Not answered before its body is complete: it holds its place meanwhile.
    expect(slowAnswered).toBe(false);
    expect(refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many uploads at once. Wait for one to finish, then try again.' } });
    const docProbe = await one.app.inject({
      method: 'POST', url: `/api/offer/offers/${offerId}/999999/accept?domain=demo.test`, remoteAddress: '10.2.0.1',
      headers: { cookie: robin.cookie, 'x-csrf-token': robin.csrf, 'content-type': contentType }, payload,
    });
    expect(docProbe.statusCode).toBe(429);
    // Another address is not held back.
    expect((await probe('10.2.0.2')).statusCode).toBe(404);
    body.end(payload.subarray(payload.length - 20));
    expect((await slow).statusCode).not.toBe(429);
    expect((await probe('10.2.0.1')).statusCode).toBe(404);
  });
});
