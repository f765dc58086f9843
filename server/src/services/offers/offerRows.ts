import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import type { OfferStateFields } from './offerState';

// The rows the read model and the actions work from, always scoped by company and candidate (an
// offer) and by company and offer (its documents): a row of anyone else is never read.

export interface OfferRow extends OfferStateFields {
  id: number;
  domain: string;
  candidate_id: number;
  updated_at: string;
  position_id: number;
  position_name: string;
}

export interface DocumentRow {
  id: number;
  offer_id: number;
  name: string;
  status: string;
  signed: number;
  is_letter: number;
  url: string | null;
  updated_at: string;
  expires_at: string | null;
  signed_at: string | null;
  /** 1 when there is a PDF to show (the original or the signed copy). */
  has_pdf: number;
}

export interface OfferScope {
  domain: string;
  candidateId: number;
}

function offersOf(db: Db | Tx, scope: OfferScope) {
  return db
    .selectFrom('offers as o')
    .innerJoin('positions as p', (join) => join.onRef('p.id', '=', 'o.position_id').onRef('p.domain', '=', 'o.domain'))
    .select(['o.id', 'o.domain', 'o.candidate_id', 'o.status', 'o.expires_at', 'o.signed_at', 'o.updated_at', 'o.position_id', 'p.title as position_name'])
    .where('o.domain', '=', scope.domain)
    .where('o.candidate_id', '=', scope.candidateId);
}

/** The candidate's offers in the company, most recently updated first. */
export function findOffers(db: Db | Tx, scope: OfferScope): Promise<OfferRow[]> {
  return offersOf(db, scope).orderBy('o.updated_at', 'desc').orderBy('o.id', 'desc').execute();
}

/** One of the candidate's offers, or undefined (also for anyone else's). */
export function findOffer(db: Db | Tx, scope: OfferScope, offerId: number): Promise<OfferRow | undefined> {
  return offersOf(db, scope).where('o.id', '=', offerId).executeTakeFirst();
}

/** The documents of these offers (of the company), in their order. One candidate's offers are few (the company makes each), so one statement. */
export async function findDocuments(db: Db | Tx, domain: string, offerIds: number[]): Promise<DocumentRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offer_documents')
    .select([
      'id', 'offer_id', 'name', 'status', 'signed', 'is_letter', 'url', 'updated_at', 'expires_at', 'signed_at',
      sql<number>`CASE WHEN pdf IS NOT NULL OR signed_pdf IS NOT NULL THEN 1 ELSE 0 END`.as('has_pdf'),
    ])
    .where('domain', '=', domain)
    .where('offer_id', 'in', offerIds)
    .orderBy('id')
    .execute();
}

/** The bytes of a document: the original and, once signed, the sealed signed copy. */
export async function documentBytes(db: Db | Tx, domain: string, documentId: number): Promise<{ pdf: Buffer | null; signed_pdf: Buffer | null }> {
  const row = await db.selectFrom('offer_documents').select(['pdf', 'signed_pdf']).where('domain', '=', domain).where('id', '=', documentId).executeTakeFirst();
  return { pdf: row?.pdf ?? null, signed_pdf: row?.signed_pdf ?? null };
}
