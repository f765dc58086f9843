import crypto from 'node:crypto';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { openDatabase, type Db, type DatabaseTarget } from '../../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { evidenceKeyring, useEvidenceKeyring } from '../../evidenceKeys';
import { addTestOffer, pdfPagesText, samplePdf, signTestLetter as signLetter, SIGNED_AT, TEST_USER_AGENT as UA } from './evidenceTesting';
import { appendOfferEvent, checkOfferAudit, sealSignedPdf, sha256Hex, verifySealedPdf } from './index';
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
    // User agents are cut at 120 characters on the page ('…' marks the cut); the audit log keeps them whole.
    expect(joined).toContain(`${UA.slice(0, 119).replace(/\s+/g, '')}…SHA-256`);
    expect(joined).not.toContain(UA.slice(0, 120).replace(/\s+/g, ''));
    expect((await checkOfferAudit(db, offer.offerId)).entries.map((entry) => entry.user_agent)).toEqual([UA, UA]);
  });

  it('lists at most 100 events: every signing and decision, the first and last views, and a line for the others', async () => {
    const offer = await addTestOffer(db);
    const longAgent = 'W'.repeat(512);
    const base = { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, userAgent: longAgent, before: null, after: null };
    const start = Date.parse('2026-11-20T08:00:00Z');
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 300; i += 1) {
        const at = new Date(start + i * 60_000);
        await appendOfferEvent(trx, { ...base, event: i % 3 ? 'viewed' : 'downloaded', ip: `192.0.2.${i % 250}`, at });
        // Signings and decisions of other documents, among the views, early, in the middle and late.
        if (i === 10 || i === 150 || i === 290) await appendOfferEvent(trx, { ...base, documentId: null, event: i === 150 ? 'esign_rejected' : 'uploaded', ip: `203.0.113.${i % 250}`, at });
      }
    });
    const { sealed } = await signLetter(db, offer);
    const pages = await pdfPagesText(sealed);
    // 102 pages when every event was listed with its agent whole.
    expect(pages.length).toBeLessThanOrEqual(20);
    const certificate = pages.slice(1).join(' ').replace(/\s+/g, ' ');
    const headings = certificate.match(/\d\d:\d\d:\d\d UTC - [A-Z][a-z]+/g) ?? [];
    expect(headings.length).toBe(100);
    // 301 reads (one by signLetter), of which 96 listed: 100 less the three signings and decisions and the signing itself.
    expect(certificate).toContain('... and 205 more view/download events from 11/20/2026 08:48:00 UTC to 11/20/2026 12:12:00 UTC; the full log is kept by the site.');
    for (const text of [
      '11/20/2026 08:10:00 UTC - Signed copy uploaded', '11/20/2026 10:30:00 UTC - Rejected at the e-signature provider', '11/20/2026 12:50:00 UTC - Signed copy uploaded',
      '11/21/2026 14:00:00 UTC - Viewed (Offer letter)', '11/21/2026 14:05:09 UTC - Signed in the page with a typed signature (Offer letter)',
      '11/20/2026 08:00:00 UTC - Downloaded (Offer letter)', '11/20/2026 08:47:00 UTC - Viewed (Offer letter)', '11/20/2026 12:13:00 UTC - Viewed (Offer letter)',
    ]) expect(certificate).toContain(text);
    expect(certificate).not.toContain('11/20/2026 08:48:00 UTC - ');
    expect(certificate).not.toContain('11/20/2026 12:12:00 UTC - ');
    expect(certificate.replace(/ /g, '')).toContain(`${'W'.repeat(119)}…`);
    expect(certificate.replace(/ /g, '')).not.toContain('W'.repeat(120));
    expect(await verifySealedPdf(db, sealed)).toMatchObject({ signed_by_this_site: true, unaltered: true });
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

describe('verifying a file that states many signatures', () => {
  /** `sealed` with `count` more /ByteRange entries in a comment at its end, made by `range(i, length)` for the final length. */
  function withRanges(sealed: Buffer, count: number, range: (i: number, length: number) => string, size = 2 * 1024 * 1024): Buffer {
    const text = Buffer.from(Array.from({ length: count }, (_, i) => `\n%/ByteRange [${range(i, size)}]`).join(''));
    return Buffer.concat([sealed, text, Buffer.alloc(size - sealed.length - text.length, 0x20)]);
  }

  /** What verifying `pdf` answers, with how many signatures it parsed and how many hashes it took. */
  async function verifyCounting(pdf: Buffer) {
    const parse = jest.spyOn(forge.pkcs7, 'messageFromAsn1');
    const hash = jest.spyOn(crypto, 'createHash');
    try {
      const answer = await verifySealedPdf(db, pdf);
      return { answer, parsed: parse.mock.calls.length, hashed: hash.mock.calls.length };
    } finally {
      parse.mockRestore();
      hash.mockRestore();
    }
  }

  it('examines the last 4 distinct signatures only, parsing each signature once and hashing only a range that covers the whole file', async () => {
    const { sealed } = await signLetter(db, await addTestOffer(db));
    const [seal] = findByteRanges(sealed);
    if (!seal) throw new Error('no signature');
    const [, a, b] = seal;
    // 16 ranges (and their repeats) at the real seal, as in the finding: the seal's, but not covering the file.
    const pointing = withRanges(sealed, 48, (i, size) => `0 ${a} ${b} ${size - b - (i % 16) - 1}`);
    expect(findByteRanges(pointing)).toHaveLength(17);
    expect(await verifyCounting(pointing)).toEqual({
      answer: expect.objectContaining({ signed_by_this_site: true, unaltered: false, message: "This PDF carries this site's seal but has been altered since it was signed." }),
      parsed: 1, hashed: 0,
    });
    // Copies of the seal's contents, each with a range covering the whole file: at most four parsed and hashed.
    const contents = sealed.subarray(a, b);
    const copies = Buffer.concat([sealed, ...Array.from({ length: 16 }, () => Buffer.concat([Buffer.from('\n%'), contents]))]);
    const spots = Array.from({ length: 16 }, (_, i) => sealed.length + 2 + i * (contents.length + 2));
    const copied = withRanges(copies, 16, (i, size) => `0 ${spots[i]} ${(spots[i] ?? 0) + contents.length} ${size - (spots[i] ?? 0) - contents.length}`);
    const counted = await verifyCounting(copied);
    expect(counted.answer).toMatchObject({ signed_by_this_site: true, unaltered: false });
    expect(counted.parsed).toBe(4);
    expect(counted.hashed).toBe(4);
  });

  it("says 'not signed by this site' when this site's seal is not among the file's last 4 signatures", async () => {
    const { sealed } = await signLetter(db, await addTestOffer(db));
    const others = withRanges(sealed, 4, (i) => `0 ${100 + i} 200 10`);
    expect((await verifyCounting(others)).answer).toEqual({
      signed_by_this_site: false, unaltered: false, message: 'This PDF was not signed by this site.', signed_at: null, document_name: null,
    });
    // With three, the seal is still examined.
    expect((await verifyCounting(withRanges(sealed, 3, (i) => `0 ${100 + i} 200 10`))).answer).toMatchObject({ signed_by_this_site: true, unaltered: false });
  });

  it('a seal on an upload that already carried five signatures (made elsewhere) verifies: the seal is written last', async () => {
    const elsewhere = await createTestDatabase();
    try {
      let upload = await samplePdf('Offer letter signed by five people');
      for (let i = 0; i < 5; i += 1) {
        const offer = await addTestOffer(elsewhere.db);
        upload = await sealSignedPdf(elsewhere.db, {
          pdf: upload, offerId: offer.offerId, documentId: offer.documentId, documentName: 'Offer letter', positionName: 'Data Engineer',
          signer: { name: `Signer ${i}`, email: 'signer@elsewhere.test' }, signing: { event: 'signed', at: SIGNED_AT, ip: '', userAgent: '', sha256Before: null, sha256Upload: sha256Hex(upload) },
        });
      }
      const offer = await addTestOffer(db);
      const sealed = await db.transaction().execute(async (trx) => {
        const bytes = await sealSignedPdf(trx, {
          pdf: upload, offerId: offer.offerId, documentId: offer.documentId, documentName: 'Offer letter', positionName: 'Data Engineer',
          signer: { name: 'Alex Morgan', email: 'alex@demo.test' }, signing: { event: 'uploaded', at: SIGNED_AT, ip: '', userAgent: '', sha256Before: null, sha256Upload: sha256Hex(upload) },
        });
        await appendOfferEvent(trx, { domain: offer.domain, offerId: offer.offerId, documentId: offer.documentId, candidateId: offer.candidateId, event: 'uploaded', ip: '', userAgent: '', before: null, after: bytes, at: SIGNED_AT });
        return bytes;
      });
      expect(findByteRanges(sealed)).toHaveLength(6);
      expect(await verifySealedPdf(db, sealed)).toMatchObject({ signed_by_this_site: true, unaltered: true });
    } finally {
      await elsewhere.close();
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

/** Another connection (an instance of its own, with its own memory, holding the same evidence keys) to the test database `of`. */
function anotherInstance(of: TestDatabase = database): Db {
  const url = of.url;
  const target: DatabaseTarget = url.startsWith('sqlite:') ? { engine: 'sqlite', path: url.slice('sqlite:'.length) } : { engine: 'postgres', url, poolSize: 4 };
  const { db: instance } = openDatabase(target);
  useEvidenceKeyring(instance, evidenceKeyring(of.db));
  return instance;
}

describe('the installation key', () => {
  it('is created once when many first calls race, in one process and across instances', async () => {
    const fresh = await createTestDatabase();
    const instances: Db[] = [];
    try {
      for (let i = 0; i < 3; i += 1) instances.push(anotherInstance(fresh));
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
