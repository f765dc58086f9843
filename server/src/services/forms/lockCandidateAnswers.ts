import { lockKey, type Tx } from '../../db/database';

/**
 * Makes the rest of `trx` the only writer of one candidate's stored answers (forms, drafts,
 * applications), on every instance. Their checks (already submitted, already applied, draft count)
 * are read again after it, and a file one of them drops is deleted only if no other still refers to
 * it, which needs the others to stand still meanwhile.
 */
export function lockCandidateAnswers(trx: Tx, domain: string, candidateId: number): Promise<void> {
  return lockKey(trx, `answers:${domain}:${candidateId}`);
}
