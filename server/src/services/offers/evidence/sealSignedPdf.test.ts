import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { openDatabase, type Db, type DatabaseTarget } from '../../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { addTestOffer, pdfPagesText, samplePdf, type TestOffer } from './evidenceTesting';
import { appendOfferEvent, sealSignedPdf, sha256Hex, verifySealedPdf } from './index';
import { findByteRanges } from './pdfSignatures';
import { SealSigner } from './sealSigner';
import { createKeyMaterial, signingKey } from './signingKey';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const SIGNED_AT = new Date('2026-11-21T14:05:09Z');
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15 ExtraLongToken/' + 'x'.repeat(120);

/**
 * Signs the offer's letter as the offers service does: in one transaction, the view event, then the
 * seal and the signing event whose `after` is the sealed file.
 */
async function signLetter(on: Db, offer: TestOffer, signer = { name: 'Alex Morgan', email: 'alex@demo.test' }): Promise<{ sealed: Buffer; upload: Buffer; original: Buffer }> {
  const original = await samplePdf('Offer letter for Alex Morgan');
  const upload = await samplePdf('Offer letter for Alex Morgan, signed: Alex Morgan');
  const who = { domain: offer.domain, offerId: offer.offerId, candidateId: offer.candidateId, ip: '198.51.100.23', userAgent: UA };
  const sealed = await on.transaction().execute(async (trx) => {
    await appendOfferEvent(trx, { ...who, documentId: offer.documentId, event: 'viewed', before: original, after: null, at: new Date('2026-11-21T14:00:00Z') });
    const bytes = await sealSignedPdf(trx, {
      pdf: upload, offerId: offer.offerId, documentId: offer.documentId, documentName: 'Offer letter', positionName: 'Data Engineer', signer,
      signing: { event: 'signed', at: SIGNED_AT, ip: who.ip, userAgent: UA, sha256Before: sha256Hex(original), sha256Upload: sha256Hex(upload) },
    });
    await appendOfferEvent(trx, { ...who, documentId: offer.documentId, event: 'signed', before: original, after: bytes, at: SIGNED_AT });
    return bytes;
  });
  return { sealed, upload, original };
}

describe('sealing a signed PDF', () => {
  it('verifies as signed on this site and unaltered, with the signing date', async () => {
    const { sealed } = await signLetter(db, await addTestOffer(db));
    expect(await verifySealedPdf(db, sealed)).toEqual({
      signed_by_this_site: true, unaltered: true,
      message: 'This PDF was signed on this site on 11/21/2026 and has not been altered since.',
      signed_at: '2026-11-21T14:05:09.000Z', document_name: 'Offer letter',
    });
  });

  it('adds a certificate page listing the events, the signing included, that a PDF reader can read', async () => {
    const offer = await addTestOffer(db);
    const { sealed, upload, original } = await signLetter(db, offer);
    const pages = await pdfPagesText(sealed);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Offer letter for Alex Morgan, signed: Alex Morgan');
    const certificate = (pages[1] ?? '').replace(/\n/g, ' ');
    for (const text of [
      'Signature certificate', 'Document: Offer letter', 'Position: Data Engineer', 'Signer: Alex Morgan <alex@demo.test>',
      '11/21/2026 14:00:00 UTC - Viewed (Offer letter)', '11/21/2026 14:05:09 UTC - Signed in the page with a typed signature (Offer letter)',
      'IP: 198.51.100.23', 'Version/17.6 Safari/605.1.15',
    ]) expect(certificate).toContain(text);
    // Hashes and user agents wrap; the reader's text joins the lines back.
    const joined = (pages[1] ?? '').replace(/\s+/g, '');
    expect(joined).toContain(`SHA-256before:${sha256Hex(original)}`);
    expect(joined).toContain(`SHA-256oftheupload:${sha256Hex(upload)}`);
    expect(joined).toContain(`ExtraLongToken/${'x'.repeat(120)}`);
  });

  it('continues the certificate on more pages when the events do not fit, and draws names outside WinAnsi', async () => {
    const offer = await addTestOffer(db);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i += 1) {
        await appendOfferEvent(trx, { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, event: 'viewed', ip: `192.0.2.${i}`, userAgent: UA, before: null, after: null });
      }
    });
    const { sealed } = await signLetter(db, offer, { name: 'Zoë Łukasz 李雷', email: 'zoe@demo.test' });
    const pages = await pdfPagesText(sealed);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[pages.length - 1]).toContain('Signature certificate (continued)');
    expect(pages.join(' ')).toContain('IP: 192.0.2.29');
    // WinAnsi (the standard PDF fonts) has ë; Ł and Chinese are drawn as '?' rather than failing the signing.
    expect(pages[1]).toContain('Signer: Zoë ?ukasz ?? <zoe@demo.test>');
    expect(await verifySealedPdf(db, sealed)).toMatchObject({ signed_by_this_site: true, unaltered: true });
  });

  it('after one byte changes anywhere in the file, says it was altered', async () => {
    const { sealed } = await signLetter(db, await addTestOffer(db));
    const [range] = findByteRanges(sealed);
    if (!range) throw new Error('no signature');
    // In the signed bytes (the first page's content), and in the signature's own unsigned padding.
    const positions = [Math.floor(range[1] / 2), range[2] - 10];
    for (const position of positions) {
      const changed = Buffer.from(sealed);
      changed[position] = (changed[position] ?? 0) ^ 0x01;
      expect(await verifySealedPdf(db, changed)).toEqual({
        signed_by_this_site: true, unaltered: false, message: "This PDF carries this site's seal but has been altered since it was signed.",
        signed_at: '2026-11-21T14:05:09.000Z', document_name: null,
      });
    }
  });

  it('after bytes are appended (an incremental update), says it was altered', async () => {
    const { sealed } = await signLetter(db, await addTestOffer(db));
    const appended = Buffer.concat([sealed, Buffer.from('\n1 0 obj\n<< /Evil true >>\nendobj\n')]);
    expect(await verifySealedPdf(db, appended)).toMatchObject({ signed_by_this_site: true, unaltered: false });
    // Even a re-save by a PDF editor, which keeps the old signature but rewrites the file.
    const resaved = Buffer.from(await (await PDFDocument.load(sealed)).save({ useObjectStreams: false }));
    expect((await verifySealedPdf(db, resaved)).unaltered).toBe(false);
  });

  it('a PDF sealed by another installation (another key), or not sealed at all, was not signed by this site', async () => {
    const other = await createTestDatabase();
    try {
      const { sealed, upload } = await signLetter(other.db, await addTestOffer(other.db));
      const foreign = { signed_by_this_site: false, unaltered: false, message: 'This PDF was not signed by this site.', signed_at: null, document_name: null };
      expect(await verifySealedPdf(db, sealed)).toEqual(foreign);
      expect(await verifySealedPdf(db, upload)).toEqual(foreign);
      expect(await verifySealedPdf(other.db, sealed)).toMatchObject({ signed_by_this_site: true, unaltered: true });
    } finally {
      await other.close();
    }
  });
});

describe('the seal signature', () => {
  it('is the PKCS#7 that @signpdf/signer-p12 makes with the same key, byte for byte', async () => {
    const material = await createKeyMaterial(new Date());
    const certificate = forge.pki.certificateFromPem(material.certificate_pem);
    const pdf = await samplePdf();
    const fromP12 = await new P12Signer(Buffer.from(material.p12_base64, 'base64')).sign(pdf, SIGNED_AT);
    const ours = await new SealSigner(material.private_key_pem, certificate).sign(pdf, SIGNED_AT);
    expect(ours.equals(fromP12)).toBe(true);
  });

});

/** Another connection (an instance of its own, with its own memory) to the test database at `url`. */
function anotherInstance(url = database.url): Db {
  const target: DatabaseTarget = url.startsWith('sqlite:') ? { engine: 'sqlite', path: url.slice('sqlite:'.length) } : { engine: 'postgres', url, poolSize: 4 };
  return openDatabase(target).db;
}

describe('the installation key', () => {
  it('is created once when many first calls race, in one process and across instances', async () => {
    const fresh = await createTestDatabase();
    const instances: Db[] = [];
    try {
      for (let i = 0; i < 3; i += 1) instances.push(anotherInstance(fresh.url));
      const keys = await Promise.all([fresh.db, ...instances].flatMap((each) => Array.from({ length: 10 }, () => signingKey(each))));
      expect(new Set(keys.map((key) => key.certificatePem)).size).toBe(1);
      const rows = await fresh.db.selectFrom('signing_keys').select(['id', 'certificate_pem']).execute();
      expect(rows).toEqual([{ id: 1, certificate_pem: keys[0]?.certificatePem }]);
      expect(keys[0]?.certificate.subject.getField('CN')?.value).toBe('Careers Platform document seal');
    } finally {
      await Promise.all(instances.map((each) => each.destroy()));
      await fresh.close();
    }
  });

  it('a key made inside a transaction that rolls back is forgotten with it', async () => {
    const fresh = await createTestDatabase();
    try {
      const offer = await addTestOffer(fresh.db);
      const upload = await samplePdf();
      let sealedInRollback: Buffer | null = null;
      await fresh.db
        .transaction()
        .execute(async (trx) => {
          sealedInRollback = await sealSignedPdf(trx, {
            pdf: upload, offerId: offer.offerId, documentId: offer.documentId, documentName: 'Offer letter', positionName: 'Data Engineer',
            signer: { name: 'A', email: 'a@demo.test' }, signing: { event: 'signed', at: new Date(), ip: '', userAgent: '', sha256Before: null, sha256Upload: sha256Hex(upload) },
          });
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(await fresh.db.selectFrom('signing_keys').select('id').execute()).toEqual([]);
      // The key the site uses from now on is a new one: the rolled-back seal is not this site's.
      expect(await verifySealedPdf(fresh.db, sealedInRollback ?? Buffer.alloc(0))).toMatchObject({ signed_by_this_site: false });
      expect(await fresh.db.selectFrom('signing_keys').select('id').execute()).toEqual([{ id: 1 }]);
    } finally {
      await fresh.close();
    }
  });

  it('another instance verifies what this one sealed', async () => {
    const { sealed } = await signLetter(db, await addTestOffer(db));
    const instance = anotherInstance();
    try {
      expect(await verifySealedPdf(instance, sealed)).toMatchObject({ signed_by_this_site: true, unaltered: true });
    } finally {
      await instance.destroy();
    }
  });
});
