import forge from 'node-forge';
import { openDatabase, type Db, type DatabaseTarget } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { migrations } from '../../../db/migrations';
import type { SigningKeys } from '../../../db/tables';
import { createTestApp } from '../../../testing/testApp';
import { createTestDatabase, createTestDatabaseTarget, type TestDatabase } from '../../../testing/testDatabase';
import { multipartBody } from '../../../testing/uploadFile';
import { evidenceKeyring, newEvidenceKeyText, parseEvidenceKeys, randomEvidenceKeyring, useEvidenceKeyring } from '../../evidenceKeys';
import { addTestOffer, signTestLetter } from './evidenceTesting';
import { SealKeyError } from './sealKeyWrap';
import { createKeyMaterial, signingKey } from './signingKey';
import { verifySealedPdf } from './verifySealedPdf';
import { wrapSealKeyAtStart } from './wrapSealKeyAtStart';

let database: TestDatabase;
const opened: Db[] = [];
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.destroy()));
  await database.close();
});

/** Another instance on the test database (its own memory), with the keys given. */
function instance(keys = evidenceKeyring(database.db)): Db {
  const target: DatabaseTarget = database.url.startsWith('sqlite:') ? { engine: 'sqlite', path: database.url.slice('sqlite:'.length) } : { engine: 'postgres', url: database.url, poolSize: 4 };
  const { db } = openDatabase(target);
  useEvidenceKeyring(db, keys);
  opened.push(db);
  return db;
}

const rows = () => database.db.selectFrom('signing_keys').selectAll().execute();

/** A column holding the private key readable: PEM text, or an unencrypted PKCS#12 (empty passphrase) in base64. */
function clearKeyIn(row: SigningKeys): string | null {
  for (const [column, value] of Object.entries(row)) {
    if (typeof value !== 'string') continue;
    if (value.includes('PRIVATE KEY') || Buffer.from(value, 'base64').toString('latin1').includes('PRIVATE KEY')) return column;
    try {
      const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(value, 'base64').toString('binary')), '');
      if (p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag ?? '' })) return column;
    } catch {
      // Not a PKCS#12 that opens: fine.
    }
  }
  return null;
}

describe('the seal key is kept wrapped', () => {
  it('no row of signing_keys holds the private key in clear after a seal', async () => {
    const { sealed } = await signTestLetter(database.db, await addTestOffer(database.db));
    const [row] = await rows();
    expect(row).toMatchObject({ id: 1, private_key_pem: null, p12_base64: null, key_id: evidenceKeyring(database.db).current.id });
    expect(clearKeyIn(row!)).toBeNull();
    // The helper finds what the old version stored.
    const legacy = await createKeyMaterial(new Date());
    expect(clearKeyIn({ ...row!, private_key_pem: legacy.private_key_pem })).toBe('private_key_pem');
    expect(clearKeyIn({ ...row!, private_key_pem: null, p12_base64: legacy.p12_base64 })).toBe('p12_base64');
    expect(await verifySealedPdf(database.db, sealed)).toMatchObject({ unaltered: true });
  });

  it('a copy of the database opened with other keys cannot seal, says why, and leaves the key as it is', async () => {
    await signTestLetter(database.db, await addTestOffer(database.db));
    const before = await rows();
    const elsewhere = instance(randomEvidenceKeyring());
    const offer = await addTestOffer(elsewhere);
    await expect(signTestLetter(elsewhere, offer)).rejects.toThrow(new SealKeyError(
      `The document seal's private key is wrapped under evidence key ${before[0]?.key_id}, which this instance does not hold (it holds ${evidenceKeyring(elsewhere).current.id}): ` +
        'give it the evidence keys this database was used with (README: Evidence keys). PDFs cannot be sealed or verified until then.',
    ));
    await expect(wrapSealKeyAtStart(elsewhere, { applied: [] })).rejects.toThrow(SealKeyError);
    expect(await rows()).toEqual(before);
  });

  it('a key pair and certificate put in by SQL are refused, wrapped or in clear', async () => {
    await signTestLetter(database.db, await addTestOffer(database.db));
    const theirs = await createKeyMaterial(new Date());
    await database.db.updateTable('signing_keys').set({ certificate_pem: theirs.certificate_pem }).execute();
    await expect(signingKey(instance())).rejects.toThrow(
      "The document seal's row in signing_keys does not open under evidence key " +
        `${evidenceKeyring(database.db).current.id}: its key or certificate was changed outside this site. Sealing is refused; restore the row from a backup (README: Evidence keys).`,
    );
    await database.db.updateTable('signing_keys').set({ key_id: null, wrapped_key: null, private_key_pem: theirs.private_key_pem, p12_base64: theirs.p12_base64 }).execute();
    await expect(signTestLetter(instance(), await addTestOffer(database.db))).rejects.toThrow(/stored in clear in signing_keys/);
    expect(await rows()).toMatchObject([{ certificate_pem: theirs.certificate_pem, key_id: null }]);
  });

  it('after a rotation ("B,A") the key still opens, and the start wraps it again under B', async () => {
    const a = newEvidenceKeyText();
    const b = newEvidenceKeyText();
    const withA = instance(parseEvidenceKeys(a, 'A'));
    const { sealed } = await signTestLetter(withA, await addTestOffer(withA));
    const idA = parseEvidenceKeys(a, 'A').current.id;
    expect(await rows()).toMatchObject([{ key_id: idA }]);

    const rotated = parseEvidenceKeys(`${b},${a}`, 'B,A');
    const afterRotation = instance(rotated);
    // Before any start re-wraps it, the row opens under A, which the ring still holds.
    expect(await verifySealedPdf(afterRotation, sealed)).toMatchObject({ unaltered: true });
    expect(await wrapSealKeyAtStart(afterRotation, { applied: [] })).toBe(
      `The document seal's private key was wrapped under the older evidence key ${idA}; it is now wrapped under the current evidence key ${rotated.current.id}.`,
    );
    expect(await wrapSealKeyAtStart(afterRotation, { applied: [] })).toBeNull();
    const [row] = await rows();
    expect(row).toMatchObject({ key_id: rotated.current.id, private_key_pem: null, p12_base64: null });
    const fresh = instance(rotated);
    expect(await verifySealedPdf(fresh, sealed)).toMatchObject({ unaltered: true });
    await signTestLetter(fresh, await addTestOffer(fresh));
    // Only B now: the row no longer needs A.
    expect(await signingKey(instance(parseEvidenceKeys(b, 'B')))).toMatchObject({ certificatePem: row?.certificate_pem });
  });

  it('a row kept in clear by the version before is wrapped by the start that upgrades, keeping the key pair', async () => {
    const keys = newEvidenceKeyText();
    const ring = parseEvidenceKeys(keys, 'keys');
    // A database as the version before 027 left it: the key and its PKCS#12 in clear.
    const old = await createTestDatabaseTarget({ migrated: false });
    const oldUrl = old.target.engine === 'sqlite' ? `sqlite:${old.target.path}` : old.url;
    const before = openDatabase(old.target);
    let t: Awaited<ReturnType<typeof createTestApp>> | null = null;
    try {
      await migrate(before, migrations.filter((m) => m.version < 27));
      const legacy = await createKeyMaterial(new Date());
      await before.db.insertInto('signing_keys').values({ id: 1, ...legacy }).execute();
      await before.close();

      t = await createTestApp({ DATABASE_URL: oldUrl, EVIDENCE_KEYS: keys });
      const [after] = await t.app.careers.db.selectFrom('signing_keys').selectAll().execute();
      expect(after).toMatchObject({ certificate_pem: legacy.certificate_pem, key_id: ring.current.id, private_key_pem: null, p12_base64: null });
      expect(clearKeyIn(after!)).toBeNull();
      // The same key pair seals now: a PDF sealed after the upgrade verifies, by the old certificate.
      const { sealed } = await signTestLetter(t.app.careers.db, await addTestOffer(t.app.careers.db));
      const { payload, contentType } = multipartBody('signed.pdf', sealed, { type: 'application/pdf' });
      const res = await t.app.inject({ method: 'POST', url: '/api/offer/verify', headers: { 'content-type': contentType }, payload });
      expect(res.json()).toMatchObject({ signed_by_this_site: true, unaltered: true, message: 'This PDF was signed on this site on 11/21/2026 and has not been altered since.' });
      expect((await signingKey(t.app.careers.db)).certificatePem).toBe(legacy.certificate_pem);
    } finally {
      await t?.close();
      await old.drop();
    }
  });
});

describe('migration 027', () => {
  it('keeps a row stored in clear by the version before, for the start that applies it to wrap (no later start)', async () => {
    const old = await createTestDatabase({ migrated: false });
    try {
      await migrate(old, migrations.filter((m) => m.version < 27));
      const legacy = await createKeyMaterial(new Date());
      await old.db.insertInto('signing_keys').values({ id: 1, ...legacy }).execute();
      await migrate(old);
      expect(await old.db.selectFrom('signing_keys').selectAll().execute()).toEqual([{ id: 1, ...legacy, key_id: null, wrapped_key: null }]);
      await expect(wrapSealKeyAtStart(old.db, { applied: [] })).rejects.toThrow(/stored in clear in signing_keys, which this site stopped doing with migration 027/);
      expect(await wrapSealKeyAtStart(old.db, { applied: [27] })).toMatch(/^The document seal's private key was stored in clear; it is now wrapped under the current evidence key k[0-9a-f]{16}\.$/);
      expect(await old.db.selectFrom('signing_keys').select(['private_key_pem', 'p12_base64']).execute()).toEqual([{ private_key_pem: null, p12_base64: null }]);
    } finally {
      await old.close();
    }
  });
});
