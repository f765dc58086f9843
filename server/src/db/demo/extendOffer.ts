import type { Db } from '../database';

// An offer put into a running site's database the way a hiring system's integration would: the end-to-end
// suite (e2e/tests/offerFixture.ts) gives each test that changes an offer a candidate and an offer of its own.
// Kysely, not SQL text, so the suite sets up the same way on SQLite and on PostgreSQL. It lives in the build
// (not src/testing, which is not compiled) because the e2e tests load it from the server's dist, as the e2e
// servers run it.

/** A letter signed in the page, one the e-sign provider shows, or one whose deadline has passed. */
export type ExtendedOfferKind = 'embedded' | 'esign' | 'expired';

export interface ExtendedOffer {
  offerId: number;
  documentId: number;
  positionName: string;
}

const DAY = 86_400_000;

/**
 * Gives the candidate `email` an Extended offer with one unsigned letter of `kind`, for one of the first 50 live
 * positions of their company (picked at random, so parallel tests rarely share one). `expiresAt` sets its deadline
 * (else a week after `now`, or two days before it for an expired one).
 */
export async function extendOffer(
  db: Db,
  options: { email: string; kind: ExtendedOfferKind; expiresAt?: Date; now?: number; random?: () => number },
): Promise<ExtendedOffer> {
  const { email, kind, now = Date.now(), random = Math.random } = options;
  const candidate = await db.selectFrom('candidates').select(['id', 'domain']).where('email', '=', email).executeTakeFirst();
  if (!candidate) throw new Error(`no candidate ${email}`);
  const position = await db
    .selectFrom('positions')
    .select(['id', 'title'])
    .where('domain', '=', candidate.domain)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .offset(Math.floor(random() * 50))
    .executeTakeFirst();
  // A demo letter's bytes: a real PDF with a signature line, which the pages show and sign.
  const letter = await db
    .selectFrom('offer_documents')
    .select('pdf')
    .where('is_letter', '=', 1)
    .where('pdf', 'is not', null)
    .where('signed', '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!position || !letter) throw new Error('the demo has no position or letter to copy');
  const iso = (ms: number) => new Date(ms).toISOString();
  const expires = options.expiresAt ? options.expiresAt.toISOString() : iso(kind === 'expired' ? now - 2 * DAY : now + 7 * DAY);
  return db.transaction().execute(async (trx) => {
    const { id: offerId } = await trx
      .insertInto('offers')
      .values({ domain: candidate.domain, candidate_id: candidate.id, position_id: position.id, status: 'Extended', created_at: iso(now - DAY), updated_at: iso(now - DAY), expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: documentId } = await trx
      .insertInto('offer_documents')
      .values({
        domain: candidate.domain, offer_id: offerId, name: 'Offer letter', status: 'Unsigned', signed: 0, is_letter: 1, url: null, pdf: letter.pdf,
        s3_path: null, updated_at: iso(now - DAY), expires_at: expires,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A marker, not an address: the API turns it into the provider's absolute, signed page (as the demo's do).
    if (kind === 'esign') await trx.updateTable('offer_documents').set({ url: `/esign/sign/${documentId}` }).where('id', '=', documentId).execute();
    return { offerId, documentId, positionName: position.title };
  });
}
