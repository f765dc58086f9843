import type { Db, Tx } from '../../db/database';
import { badInput, ruleBroken } from '../../domainErrors';
import type { OfferActionResponse } from '@careers/shared/contracts/offers';
import type { OfferActor } from './offerActor';

/** Why the offer's state forbids the action (the service throws it as a conflict). */
interface Refusal {
  code: string;
  message: string;
}

/**
 * What an accept or decline call ended in, as kept under its Idempotency-Key: the offer as the call
 * left it, or the refusal, which a retry gets again.
 */
export type ActionOutcome = { answer: OfferActionResponse } | { refused: Refusal };

const KEY = /^[\x20-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: absent → null; anything but 1-200 printable ASCII characters is refused. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw badInput('invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 200 printable ASCII characters.');
  }
  return header;
}

const keyReused = () =>
  ruleBroken('idempotency_key_reused', 'This Idempotency-Key was already used for another request. Use a new key for a new request.');

// The row keeps the answer as the first call sent it (status and JSON body), the shape rows had before
// the services spoke the domain (issue 28), so rows stored by either version replay alike: 200 with the
// answer, 409 with `{ error: { code, message } }` for a refusal (the only failure ever stored).
const ANSWERED = 200;
const REFUSED = 409;

/** A refusal as stored: the body the error handler sends for its conflict. */
const refusalBody = (refused: Refusal) => ({ error: { code: refused.code, message: refused.message } });

/**
 * The outcome stored for the candidate's key, when there is one: the same request gets it again (an
 * answer says `changed: false`: this call changed nothing); another request with the key is refused.
 */
export async function storedOutcome(db: Db | Tx, actor: OfferActor, key: string, request: string): Promise<ActionOutcome | null> {
  const row = await db
    .selectFrom('offer_actions')
    .select(['request', 'status_code', 'response_json'])
    .where('candidate_id', '=', actor.candidateId)
    .where('domain', '=', actor.domain)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request !== request) throw keyReused();
  if (row.status_code === ANSWERED) return { answer: { ...(JSON.parse(row.response_json) as OfferActionResponse), changed: false } };
  if (row.status_code === REFUSED) {
    const { error } = JSON.parse(row.response_json) as ReturnType<typeof refusalBody>;
    return { refused: { code: error.code, message: error.message } };
  }
  // Never written by any version: a row edited by hand is better reported than replayed as something else.
  throw new Error(`offer_actions: stored status ${row.status_code} for key ${JSON.stringify(key)} is neither an answer nor a refusal`);
}

/**
 * Stores the first outcome for the key, in the transaction that made it: if the action rolls back,
 * so does the key. A key taken meanwhile by another request (a parallel call for another offer,
 * which holds another lock) leaves nothing inserted: this call is then the reuse, refused.
 */
export async function saveOutcome(trx: Tx, actor: OfferActor, key: string, request: string, outcome: ActionOutcome, at: Date): Promise<void> {
  const [status, body] = 'answer' in outcome ? [ANSWERED, outcome.answer] : [REFUSED, refusalBody(outcome.refused)];
  const inserted = await trx
    .insertInto('offer_actions')
    .values({
      domain: actor.domain, candidate_id: actor.candidateId, idempotency_key: key, request, status_code: status,
      response_json: JSON.stringify(body), created_at: at.toISOString(),
    })
    .onConflict((oc) => oc.columns(['candidate_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw keyReused();
}

/** How long a stored answer is replayed: a client retries within minutes; a day is generous. */
const IDEMPOTENCY_KEY_HOURS = 24;

/** Forgets answers older than IDEMPOTENCY_KEY_HOURS (the hourly clean-up). */
export async function pruneOfferActions(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000).toISOString();
  await db.deleteFrom('offer_actions').where('created_at', '<', before).execute();
}
