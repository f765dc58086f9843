import { addAlexsOffer, pdfPagesText, signTestLetter } from '../services/offers/evidence/evidenceTesting';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the certificate page of a sealed PDF', () => {
  test('prints the audit chain head before the signing: the hash GET …/audit shows for the entry before it', async () => {
    const alex = await logInAs(t.app);
    const db = t.app.careers.db;
    const offer = await addAlexsOffer(db, 'Chain Analyst');
    const { sealed } = await signTestLetter(db, offer);

    const audit = await t.app.inject({ url: `/api/offer/offers/${offer.offerId}/audit?domain=demo.test`, headers: { cookie: alex.cookie } });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().entries as Array<{ event: string; hash: string }>;
    expect(entries.map((entry) => entry.event)).toEqual(['viewed', 'signed']);
    const pages = await pdfPagesText(sealed);
    const certificate = (pages[1] ?? '').replace(/\s+/g, ' ');
    expect(certificate).toContain("The hash of the offer's last audit log entry before this signing: the site's audit log must still hold an entry with this hash.");
    // The hash wraps; the reader's text joins the lines back.
    const joined = (pages[1] ?? '').replace(/\s+/g, '');
    expect(joined).toContain(`Auditchainheadbeforesigning:${entries[0]?.hash}`);
    expect(joined).not.toContain(entries[1]?.hash);
  });
});
