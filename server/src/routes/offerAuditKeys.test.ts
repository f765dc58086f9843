import { newEvidenceKeyText } from '../services/evidenceKeys';
import { appendOfferEvent } from '../services/offers/evidence';
import { evidenceKeyId as idOf, openKeyedApps, type KeyedApps } from '../services/offers/evidence/evidenceTesting';
import { logInAs, type TestApp } from '../testing/testApp';

// The audit answer of apps started with given EVIDENCE_KEYS on one database: rotation keeps old
// entries verifiable, and a copy of the database opened with other keys never answers intact.

const keyA = newEvidenceKeyText();
const keyB = newEvidenceKeyText();
const keyC = newEvidenceKeyText();

let apps: KeyedApps;
beforeAll(async () => {
  apps = await openKeyedApps();
});
afterAll(() => apps.close());
const start = (keys: string) => apps.start(keys);

async function alexsOffer(t: TestApp): Promise<{ offerId: number; domain: string; candidateId: number }> {
  const row = await t.app.careers.db
    .selectFrom('offers')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .select(['offers.id', 'offers.domain', 'offers.candidate_id'])
    .where('candidates.email', '=', 'alex@demo.test')
    .orderBy('offers.id')
    .executeTakeFirstOrThrow();
  return { offerId: row.id, domain: row.domain, candidateId: row.candidate_id };
}

async function record(t: TestApp, events: Array<'viewed' | 'downloaded' | 'accepted'>): Promise<void> {
  const offer = await alexsOffer(t);
  await t.app.careers.db.transaction().execute(async (trx) => {
    for (const event of events) {
      await appendOfferEvent(trx, { domain: offer.domain, offerId: offer.offerId, documentId: null, candidateId: offer.candidateId, event, ip: '203.0.113.5', userAgent: 'jest', before: null, after: null });
    }
  });
}

async function audit(t: TestApp) {
  const alex = await logInAs(t.app);
  const res = await t.app.inject({ method: 'GET', url: `/api/offer/offers/${(await alexsOffer(t)).offerId}/audit?domain=demo.test`, headers: { cookie: alex.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('rotation: entries keyed under A still verify after a restart with keys "B,A"; new ones are keyed with B', async () => {
  const first = await start(keyA);
  await record(first, ['viewed', 'downloaded']);
  await apps.stop(first);

  const rotated = await start(`${keyB},${keyA}`);
  await record(rotated, ['accepted']);
  const answer = await audit(rotated);
  expect(answer).toMatchObject({ intact: true, verifiable: true, altered: [], unknown_key_ids: [] });
  expect(answer.entries.map((entry: { event: string; key_id: string; status: string }) => [entry.event, entry.key_id, entry.status])).toEqual([
    ['viewed', idOf(keyA), 'intact'], ['downloaded', idOf(keyA), 'intact'], ['accepted', idOf(keyB), 'intact'],
  ]);
});

test('a copy of the database opened with other keys: not verifiable, the unknown key ids named, never intact', async () => {
  const elsewhere = await start(keyC);
  const answer = await audit(elsewhere);
  expect(answer).toMatchObject({
    intact: false, verifiable: false, altered: [], unknown_key_ids: [idOf(keyA), idOf(keyB)],
    message: `This audit log cannot be verified here: it was keyed with keys this server does not hold (${idOf(keyA)}, ${idOf(keyB)}).`,
  });
  expect(answer.entries.map((entry: { status: string; reason: string; intact: boolean }) => [entry.status, entry.reason, entry.intact])).toEqual([
    ['unverifiable', 'unknown_key', false], ['unverifiable', 'unknown_key', false], ['unverifiable', 'unknown_key', false],
  ]);
});
