import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { createTestDatabaseTarget } from '../../../testing/testDatabase';
import { logInAs, visit, type TestApp } from '../../../testing/testApp';
import { EVIDENCE_KEY_FILE, EvidenceKeyError, evidenceMac, loadEvidenceKeyring, newEvidenceKeyText, parseEvidenceKeys } from '../../evidenceKeys';
import { UNCHECKED_EVENT_TEXT, uncheckedSummaryText } from './certificatePage';
import { addTestOffer, evidenceKeyId as idOf, openKeyedApps, pdfPagesText, signTestLetter, type KeyedApps, type TestOffer } from './evidenceTesting';
import { appendOfferEvent, checkOfferAudit, SealKeyError } from './index';
import { legacyOfferEventHash } from './legacyOfferEventHash';
import { createKeyMaterial } from './signingKey';

// A security review of the keyed evidence (issue 25 item 1) as an attacker who can write the database
// but does not hold the evidence keys. Each attack is a test; those that already failed stay as
// regression tests, those that succeeded were fixed (laundering a chain through the re-seal, planting
// a seal key pair in clear, a key file reached through a symlink or a folder others can write).

const keyA = newEvidenceKeyText();
const keyB = newEvidenceKeyText();

let apps: KeyedApps;
beforeAll(async () => {
  apps = await openKeyedApps();
});
afterAll(() => apps.close());
const start: KeyedApps['start'] = (keys, on) => apps.start(keys, on);
const stop = (app: TestApp) => apps.stop(app);

async function fourEvents(db: Db, offer: TestOffer): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [minute, event] of [[0, 'viewed'], [1, 'downloaded'], [2, 'signed'], [3, 'accepted']] as const) {
      const who = { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, ip: '203.0.113.7', userAgent: 'Test/1.0' };
      ids.push((await appendOfferEvent(trx, { ...who, event, before: null, after: Buffer.from(`v${minute}`), at: new Date(Date.UTC(2026, 10, 20, 10, minute)) })).id);
    }
    return ids;
  });
}

const rowsOf = (db: Db, offerId: number) => db.selectFrom('offer_events').selectAll().where('offer_id', '=', offerId).orderBy('id').execute();

async function alexsOffer(db: Db): Promise<TestOffer> {
  const row = await db
    .selectFrom('offers')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .innerJoin('offer_documents', 'offer_documents.offer_id', 'offers.id')
    .select(['offers.id', 'offers.domain', 'offers.candidate_id', 'offer_documents.id as document_id'])
    .where('candidates.email', '=', 'alex@demo.test')
    .orderBy('offers.id')
    .executeTakeFirstOrThrow();
  return { offerId: row.id, domain: row.domain, candidateId: row.candidate_id, documentId: row.document_id };
}

async function auditOverHttp(t: TestApp, offerId: number) {
  const alex = await logInAs(t.app);
  const res = await t.app.inject({ method: 'GET', url: `/api/offer/offers/${offerId}/audit?domain=demo.test`, headers: { cookie: alex.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('an attacker who writes the database, without the keys', () => {
  let app: TestApp;
  let db: Db;
  beforeAll(async () => {
    // Two keys held: A current, B older (after a rotation), so a key id swapped to another held key is tried too.
    app = await start(`${keyA},${keyB}`);
    db = app.app.careers.db;
  });
  afterAll(async () => {
    await stop(app);
  });

  // Each changes the third entry of a fresh four-entry chain.
  const edits: Array<[string, (id: number) => Promise<unknown>]> = [
    ['at', (id) => sql`UPDATE offer_events SET at = '2026-11-19T10:02:00.000Z' WHERE id = ${id}`.execute(db)],
    ['ip', (id) => sql`UPDATE offer_events SET ip = '198.51.100.66' WHERE id = ${id}`.execute(db)],
    ['user_agent', (id) => sql`UPDATE offer_events SET user_agent = 'Forged/1' WHERE id = ${id}`.execute(db)],
    ['event', (id) => sql`UPDATE offer_events SET event = 'declined' WHERE id = ${id}`.execute(db)],
    ['sha256_after', (id) => sql`UPDATE offer_events SET sha256_after = ${'0'.repeat(64)} WHERE id = ${id}`.execute(db)],
    ['document_id', (id) => sql`UPDATE offer_events SET document_id = NULL WHERE id = ${id}`.execute(db)],
    ['key_id (to the other key held)', (id) => sql`UPDATE offer_events SET key_id = ${idOf(keyB)} WHERE id = ${id}`.execute(db)],
    ['legacy_hash (passed off as re-sealed)', (id) => sql`UPDATE offer_events SET legacy_hash = ${'a'.repeat(64)} WHERE id = ${id}`.execute(db)],
    ['resealed_at', (id) => sql`UPDATE offer_events SET resealed_at = '2026-11-01T00:00:00.000Z' WHERE id = ${id}`.execute(db)],
  ];
  it.each(edits)('an entry whose %s changed is altered, never intact', async (_field, edit) => {
    const offer = await addTestOffer(db);
    const ids = await fourEvents(db, offer);
    await edit(ids[2]!);
    const audit = await checkOfferAudit(db, offer.offerId);
    expect(audit).toMatchObject({ intact: false, altered: [ids[2]] });
  });

  it('deleting the first or a middle entry, or swapping two entries\' ids, names the entry after the gap', async () => {
    for (const at of [0, 1]) {
      const offer = await addTestOffer(db);
      const ids = await fourEvents(db, offer);
      await db.deleteFrom('offer_events').where('id', '=', ids[at]!).execute();
      expect(await checkOfferAudit(db, offer.offerId)).toMatchObject({ intact: false, altered: [ids[at + 1]] });
    }
    const offer = await addTestOffer(db);
    const ids = await fourEvents(db, offer);
    await sql`UPDATE offer_events SET id = -1 WHERE id = ${ids[1]}`.execute(db);
    await sql`UPDATE offer_events SET id = ${ids[1]} WHERE id = ${ids[2]}`.execute(db);
    await sql`UPDATE offer_events SET id = ${ids[2]} WHERE id = -1`.execute(db);
    expect((await checkOfferAudit(db, offer.offerId)).intact).toBe(false);
  });

  it('entries with valid MACs copied or moved from another offer do not check: the MAC covers the offer, company and id', async () => {
    const victim = await addTestOffer(db);
    const donor = await addTestOffer(db);
    const victimIds = await fourEvents(db, victim);
    await fourEvents(db, donor);
    // The victim's log replaced by the donor's entries, renumbered after the victim's first one and re-linked.
    await db.deleteFrom('offer_events').where('offer_id', '=', victim.offerId).where('id', '>', victimIds[0]!).execute();
    let previous = (await rowsOf(db, victim.offerId))[0]!.hash;
    for (const row of (await rowsOf(db, donor.offerId)).slice(1)) {
      const { id: _id, ...copy } = row;
      await db.insertInto('offer_events').values({ ...copy, offer_id: victim.offerId, domain: victim.domain, candidate_id: victim.candidateId, prev_hash: previous }).execute();
      previous = row.hash;
    }
    const copied = await checkOfferAudit(db, victim.offerId);
    expect(copied.intact).toBe(false);
    expect(copied.altered).toHaveLength(3);
    // The donor's whole chain moved onto the victim's offer, ids and MACs untouched.
    await db.deleteFrom('offer_events').where('offer_id', '=', victim.offerId).execute();
    await db.updateTable('offer_events').set({ offer_id: victim.offerId, domain: victim.domain, candidate_id: victim.candidateId }).where('offer_id', '=', donor.offerId).execute();
    const moved = await checkOfferAudit(db, victim.offerId);
    expect(moved).toMatchObject({ intact: false });
    expect(moved.altered).toHaveLength(4);
  });

  it('a seal made after an entry was changed by SQL does not vouch for it: the certificate page marks it', async () => {
    const offer = await addTestOffer(db);
    const { id } = await db.transaction().execute((trx) =>
      appendOfferEvent(trx, { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, event: 'downloaded', ip: '203.0.113.7', userAgent: 'Test/1.0', before: null, after: null, at: new Date('2026-11-21T13:00:00Z') }),
    );
    await sql`UPDATE offer_events SET ip = '198.51.100.66', at = '2026-11-01T09:00:00.000Z' WHERE id = ${id}`.execute(db);
    const { sealed } = await signTestLetter(db, offer);
    const text = (await pdfPagesText(sealed)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`11/01/2026 09:00:00 UTC - Downloaded (Offer letter) ${UNCHECKED_EVENT_TEXT}`);
    expect(text).toContain(uncheckedSummaryText(1));
    expect(text.split(UNCHECKED_EVENT_TEXT)).toHaveLength(2);
    // An honest log: nothing marked.
    const honest = (await pdfPagesText((await signTestLetter(db, await addTestOffer(db))).sealed)).join(' ').replace(/\s+/g, ' ');
    expect(honest).not.toContain('does not check');
  });

  it('the log-in throttle rows do not give the e-mail away: not its SHA-256, not its HMAC under another key', async () => {
    const browser = await visit(app.app);
    const res = await app.app.inject({
      method: 'POST', url: '/candidate/login', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { email: 'Alex@Demo.test', password: 'not the password' },
    });
    expect(res.statusCode).toBe(401);
    const hashes = (await db.selectFrom('login_attempts').select('account_hash').execute()).map((row) => row.account_hash);
    expect(hashes).toEqual([evidenceMac(parseEvidenceKeys(keyA, 'A').current, 'login-throttle', 'alex@demo.test')]);
    for (const bare of ['alex@demo.test', 'Alex@Demo.test']) expect(hashes).not.toContain(createHash('sha256').update(bare).digest('hex'));
    expect(hashes).not.toContain(evidenceMac(parseEvidenceKeys(keyB, 'B').current, 'login-throttle', 'alex@demo.test'));
  });
});

describe('attacks that need a restart', () => {
  it('a keyed chain rewritten as if from before keys (SHA-256, legacy_hash set) is not re-sealed by the next start: altered, never intact', async () => {
    const first = await start(keyA);
    const offer = await alexsOffer(first.app.careers.db);
    const db = first.app.careers.db;
    const ids = await fourEvents(db, offer);
    await stop(first);

    // Offline: the ip of one entry changed, every entry of the offer rewritten in the pre-key form.
    const again = await start(keyA);
    const rows = await rowsOf(again.app.careers.db, offer.offerId);
    let previous = '';
    for (const row of rows) {
      const fields = { ...row, ip: row.id === ids[1] ? '198.51.100.66' : row.ip, prev_hash: previous };
      const hash = legacyOfferEventHash(fields);
      await again.app.careers.db.updateTable('offer_events').set({ ip: fields.ip, prev_hash: previous, hash, legacy_hash: hash, key_id: null, resealed_at: null }).where('id', '=', row.id).execute();
      previous = hash;
    }
    await stop(again);

    const restarted = await start(keyA);
    const audit = await auditOverHttp(restarted, offer.offerId);
    expect(audit.intact).toBe(false);
    expect(audit.altered).toEqual(rows.map((row) => row.id));
    expect(audit.entries.map((entry: { reason: string; key_id: string | null }) => [entry.reason, entry.key_id])).toEqual(rows.map(() => ['unkeyed', null]));
    await stop(restarted);
  });

  it('a key pair of the attacker\'s put in signing_keys in clear is not adopted by the next start: sealing is refused, never done with it', async () => {
    const first = await start(keyA);
    const offer = await addTestOffer(first.app.careers.db);
    await signTestLetter(first.app.careers.db, offer);
    const attacker = await createKeyMaterial(new Date());
    await first.app.careers.db.updateTable('signing_keys').set({ ...attacker, key_id: null, wrapped_key: null }).where('id', '=', 1).execute();
    await stop(first);

    const restarted = await start(keyA);
    const db = restarted.app.careers.db;
    expect(await db.selectFrom('signing_keys').select(['key_id', 'wrapped_key', 'private_key_pem']).execute()).toEqual([{ key_id: null, wrapped_key: null, private_key_pem: attacker.private_key_pem }]);
    await expect(signTestLetter(db, await addTestOffer(db))).rejects.toThrow(SealKeyError);
    await expect(signTestLetter(db, await addTestOffer(db))).rejects.toThrow(/in clear/);
    await stop(restarted);
  });

  it('an instance started without the key file (a restored database) says the audit cannot be verified, never intact', async () => {
    const own = await createTestDatabaseTarget();
    const first = await start(keyA, own);
    const offer = await alexsOffer(first.app.careers.db);
    await fourEvents(first.app.careers.db, await addTestOffer(first.app.careers.db));
    await first.app.careers.db.transaction().execute(async (trx) => {
      await appendOfferEvent(trx, { domain: offer.domain, offerId: offer.offerId, documentId: null, candidateId: offer.candidateId, event: 'viewed', ip: '203.0.113.9', userAgent: 'jest', before: null, after: null });
    });
    await stop(first);
    const restored = await start(null, own);
    expect(fs.readdirSync(path.join(restored.dataDir, 'keys'))).toEqual([EVIDENCE_KEY_FILE]);
    const audit = await auditOverHttp(restored, offer.offerId);
    expect(audit).toMatchObject({ intact: false, verifiable: false, altered: [] });
    expect(audit.message).toMatch(/^This audit log cannot be verified here: it was keyed with (a key|keys) this server does not hold \(/);
    expect(audit.entries.every((entry: { intact: boolean }) => !entry.intact)).toBe(true);
    await stop(restored);
    await own.drop();
  });
});

describe('the key file', () => {
  let base: string;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-attack-keys-'));
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  it('a key file that is a symlink (to a key the attacker knows) is refused', () => {
    const keysDir = path.join(base, 'keys');
    fs.mkdirSync(keysDir, { mode: 0o700 });
    const planted = path.join(base, 'planted');
    fs.writeFileSync(planted, `${newEvidenceKeyText()}\n`, { mode: 0o600 });
    fs.symlinkSync(planted, path.join(keysDir, EVIDENCE_KEY_FILE));
    expect(() => loadEvidenceKeyring({ evidenceKeys: null, keysDir })).toThrow(EvidenceKeyError);
    expect(() => loadEvidenceKeyring({ evidenceKeys: null, keysDir })).toThrow(/is a symbolic link/);
  });

  it('a dangling symlink where the key file goes is refused, and nothing is written through it', () => {
    const keysDir = path.join(base, 'keys');
    fs.mkdirSync(keysDir, { mode: 0o700 });
    const planted = path.join(base, 'will-be-read-later');
    fs.symlinkSync(planted, path.join(keysDir, EVIDENCE_KEY_FILE));
    expect(() => loadEvidenceKeyring({ evidenceKeys: null, keysDir })).toThrow(/is a symbolic link/);
    expect(fs.existsSync(planted)).toBe(false);
  });

  it('a keys folder other users can write (they could swap the file) is refused', () => {
    const keysDir = path.join(base, 'keys');
    fs.mkdirSync(keysDir);
    fs.chmodSync(keysDir, 0o777);
    expect(() => loadEvidenceKeyring({ evidenceKeys: null, keysDir })).toThrow(
      new EvidenceKeyError(`${keysDir} can be written by other users (mode 777): run \`chmod 700 ${keysDir}\` and start again.`),
    );
  });

  it('a shared folder with the sticky bit (as /tmp) is accepted: others cannot rename or remove the key file there', () => {
    const keysDir = path.join(base, 'keys');
    fs.mkdirSync(keysDir);
    fs.chmodSync(keysDir, 0o1777);
    expect(loadEvidenceKeyring({ evidenceKeys: null, keysDir }).current.id).toMatch(/^k[0-9a-f]{16}$/);
  });

  it('is created private whatever the umask', () => {
    const old = process.umask(0o000);
    try {
      const keysDir = path.join(base, 'keys');
      loadEvidenceKeyring({ evidenceKeys: null, keysDir });
      expect(fs.statSync(path.join(keysDir, EVIDENCE_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(keysDir).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(old);
    }
  });
});
