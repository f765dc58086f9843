import type { Db } from '../../../db/database';
import type { OfferAuditResponse } from '@careers/shared/contracts/offers';
import { offerNotFound } from '../readOfferDocument';
import { checkOfferAudit } from './checkOfferAudit';

/** Whether offer `offerId` is the candidate's own (in the candidate's company); anyone else's is as good as missing. */
async function isCandidatesOffer(db: Db, candidate: { id: number; domain: string }, offerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where('id', '=', offerId)
    .where('candidate_id', '=', candidate.id)
    .where('domain', '=', candidate.domain)
    .executeTakeFirst();
  return row !== undefined;
}

/** The candidate's own offer's audit log, re-checked; another candidate's offer is not found, like a missing one. */
export async function candidatesOfferAudit(db: Db, candidate: { id: number; domain: string }, offerId: number): Promise<OfferAuditResponse> {
  if (!(await isCandidatesOffer(db, candidate, offerId))) throw offerNotFound();
  return checkOfferAudit(db, offerId);
}
