import type { AppContext } from '../appContext';
import { esignSecret } from '../services/offers/esign/esignSecret';
import { checkEsignToken } from '../services/offers/esign/esignToken';
import type { OfferStateFields } from '../services/offers/offerState';

/** A document as the signing page needs it. */
export interface SigningDocument {
  id: number;
  domain: string;
  name: string;
  /** Stored document status: only an Unsigned one can be signed. */
  status: string;
  pdf: Buffer | null;
  offerId: number;
  offer: OfferStateFields;
  candidateId: number;
  /** First and last name as the profile has them; '' when the profile has none. */
  candidateName: string;
  positionTitle: string;
  companyName: string;
}

/** Ids are row ids: digits only, within PostgreSQL's integer. */
export function parseDocumentId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

/**
 * The document a signing address names, when `token` was made for it and the candidate whose offer
 * it is and has not expired; 'expired' for such a token past its time; null otherwise (unknown
 * document, wrong or missing token), with no hint which.
 */
export async function signingDocument(ctx: AppContext, documentId: number, token: unknown): Promise<SigningDocument | 'expired' | null> {
  const row = await ctx.db
    .selectFrom('offer_documents')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .innerJoin('positions', 'positions.id', 'offers.position_id')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .innerJoin('domains', 'domains.id', 'offers.domain')
    .select([
      'offer_documents.id', 'offer_documents.domain', 'offer_documents.name', 'offer_documents.status as document_status', 'offer_documents.pdf',
      'offer_documents.url', 'offers.id as offer_id', 'offers.status', 'offers.expires_at', 'offers.signed_at', 'offers.candidate_id',
      'candidates.first_name', 'candidates.last_name', 'positions.title', 'domains.name as company',
    ])
    .where('offer_documents.id', '=', documentId)
    .executeTakeFirst();
  // Only documents meant for e-signature (a url) have a signing page.
  if (!row || row.url === null) return null;
  const check = checkEsignToken(esignSecret(ctx.db), token, row.id, row.candidate_id, ctx.now());
  if (check !== 'valid') return check === 'expired' ? 'expired' : null;
  return {
    id: row.id,
    domain: row.domain,
    name: row.name,
    status: row.document_status,
    pdf: row.pdf ? Buffer.from(row.pdf) : null,
    offerId: row.offer_id,
    offer: { status: row.status, expires_at: row.expires_at, signed_at: row.signed_at },
    candidateId: row.candidate_id,
    candidateName: `${row.first_name} ${row.last_name}`.replace(/\s+/g, ' ').trim(),
    positionTitle: row.title,
    companyName: row.company,
  };
}
