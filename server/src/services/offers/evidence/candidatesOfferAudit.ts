import type { Db } from '../../../db/database';

/** Whether offer `offerId` is the candidate's own (in the candidate's company); anyone else's is as good as missing. */
export async function isCandidatesOffer(db: Db, candidate: { id: number; domain: string }, offerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where('id', '=', offerId)
    .where('candidate_id', '=', candidate.id)
    .where('domain', '=', candidate.domain)
    .executeTakeFirst();
  return row !== undefined;
}
