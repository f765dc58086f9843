import type { Db, Tx } from '../../db/database';
import { AppError } from '../../errors';
import type { OfferActor } from './offerActor';

/** An action's answer as sent: stored whole under an Idempotency-Key and replayed as it was. */
export interface ActionAnswer {
  status: number;
  body: unknown;
}

const KEY = /^[\x20-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: absent → null; anything but 1-200 printable ASCII characters → 400. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new AppError(400, 'invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 200 printable ASCII characters.');
  }
  return header;
}

const keyReused = () =>
  new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request. Use a new key for a new request.');

/**
 * The answer stored for the candidate's key, when there is one: the same request gets it again (a
 * 200 says `changed: false`: this call changed nothing); another request with the key is refused (422).
 */
export async function storedAnswer(db: Db | Tx, actor: OfferActor, key: string, request: string): Promise<ActionAnswer | null> {
  const row = await db
    .selectFrom('offer_actions')
    .select(['request', 'status_code', 'response_json'])
    .where('candidate_id', '=', actor.candidateId)
    .where('domain', '=', actor.domain)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request !== request) throw keyReused();
  const body = JSON.parse(row.response_json) as Record<string, unknown>;
  return { status: row.status_code, body: row.status_code === 200 ? { ...body, changed: false } : body };
}

/**
 * Stores the first answer for the key, in the transaction that made it: if the action rolls back,
 * so does the key. A key taken meanwhile by another request (a parallel call for another offer,
 * which holds another lock) leaves nothing inserted: this call is then the reuse, refused (422).
 */
export async function saveAnswer(trx: Tx, actor: OfferActor, key: string, request: string, answer: ActionAnswer, at: Date): Promise<void> {
  const inserted = await trx
    .insertInto('offer_actions')
    .values({
      domain: actor.domain, candidate_id: actor.candidateId, idempotency_key: key, request, status_code: answer.status,
      response_json: JSON.stringify(answer.body), created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(['candidate_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw keyReused();
}
