import type { AppContext } from '../../appContext';
import type { Tx } from '../../db/database';
import { conflict, ruleBroken } from '../../domainErrors';
import type { OfferActionResponse } from '@careers/shared/contracts/offers';
import { decideDecline, decideSign } from './decideAction';
import { applyOfferEsignResults } from './esign';
import { saveOutcome, storedOutcome, type ActionOutcome } from './idempotency';
import type { OfferActor } from './offerActor';
import { findDocuments, findOffer, type DocumentRow, type OfferRow } from './offerRows';
import { offerView } from './offerView';
import { offerNotFound } from './readOfferDocument';
import { declineOfferRow, signDocument } from './signDocument';
import type { SignedPdfUpload } from './signedPdfUpload';
import { withOfferLock } from './withOfferLock';

/** One accept, document accept or decline call. */
export interface OfferAction {
  actor: OfferActor;
  offerId: number;
  /** The `Idempotency-Key` header, checked (see idempotencyKey). */
  key: string | null;
  /** What the key is bound to: method and path ('POST /api/offer/offers/12/accept'). */
  request: string;
}

export interface SignAction extends OfferAction {
  /** The document to sign; null: the offer letter (POST /offers/{id}/accept). */
  documentId: number | null;
  /** The multipart field the file comes in, for the messages. */
  field: string;
  /** Reads and checks the upload; null when the request is not multipart (an e-sign document's accept). */
  readUpload: (() => Promise<SignedPdfUpload>) | null;
}

type Decided = ActionOutcome & {
  /** Whether the outcome may be stored under the key: not for "not yet" refusals that a retry may change. */
  final: boolean;
};

/** The outcome as the caller gets it: the answer, or the refusal thrown as the conflict it is. */
function settle(outcome: ActionOutcome): OfferActionResponse {
  if ('refused' in outcome) throw conflict(outcome.refused.code, outcome.refused.message);
  return outcome.answer;
}

/**
 * Signs a document (or the letter, which accepts the offer). The upload is read and checked before
 * the offer's lock is taken (it streams at the sender's pace); the state is decided again under the
 * lock, so of any number of concurrent calls exactly one signs and the others answer the same offer
 * with `changed: false`. Under the lock, the offer's pending provider results are applied first: an
 * e-sign document's accept without a file is signed by what the provider recorded.
 */
export async function signOfferDocument(ctx: AppContext, action: SignAction): Promise<OfferActionResponse> {
  const replay = action.key ? await storedOutcome(ctx.db, action.actor, action.key, action.request) : null;
  if (replay) return settle(replay);
  const { offer, docs } = await ownOffer(ctx, action);
  const doc = targetOf(docs, action.documentId);
  const decision = decideSign(offer, doc, ctx.now());
  let upload: SignedPdfUpload | null = null;
  if (decision.kind === 'go' && doc) {
    if (action.readUpload) upload = await action.readUpload();
    // Without a file, an e-sign document is signed by what its provider recorded (applied below).
    else if (doc.url === null) throw ruleBroken('invalid_file', `Attach the signed PDF as the "${action.field}" file.`);
  }
  return settle(await locked(ctx, action, async (trx, now) => {
    // What the provider recorded before this call comes first (a rejection there declined the offer).
    const byProvider = await applyOfferEsignResults(ctx, trx, action.actor, action.offerId);
    const current = await ownOffer(ctx, action, trx);
    const target = targetOf(current.docs, action.documentId);
    const again = decideSign(current.offer, target, now.getTime());
    if (again.kind === 'refused') return { refused: again, final: true };
    if (again.kind === 'go' && target && upload) {
      await signDocument(trx, action.actor, current.offer, target, upload, now);
      return ok(ctx, trx, action, true);
    }
    if (again.kind === 'go') {
      return { refused: { code: 'esign_not_recorded', message: 'The e-signature provider has not recorded a signature for this document yet.' }, final: false };
    }
    // Signed already: by this call when it applied the provider's signature of the document.
    return ok(ctx, trx, action, target !== undefined && byProvider.has(target.id));
  }));
}

/** Declines the offer; a repeat answers the declined offer with `changed: false`. */
export async function declineOffer(ctx: AppContext, action: OfferAction): Promise<OfferActionResponse> {
  const replay = action.key ? await storedOutcome(ctx.db, action.actor, action.key, action.request) : null;
  if (replay) return settle(replay);
  await ownOffer(ctx, action);
  return settle(await locked(ctx, action, async (trx, now) => {
    // The earliest act wins: a signature or rejection the provider recorded before this call is
    // applied first (a signed letter makes this decline a 409 'already accepted').
    await applyOfferEsignResults(ctx, trx, action.actor, action.offerId);
    const { offer } = await ownOffer(ctx, action, trx);
    const decision = decideDecline(offer, now.getTime());
    if (decision.kind === 'refused') return { refused: decision, final: true };
    if (decision.kind === 'go') await declineOfferRow(trx, action.actor, offer, now);
    return ok(ctx, trx, action, decision.kind === 'go');
  }));
}

/** The document a sign call is about: the one named, or the offer letter. */
function targetOf(docs: DocumentRow[], documentId: number | null): DocumentRow | undefined {
  return documentId === null ? docs.find((d) => d.is_letter === 1) : docs.find((d) => d.id === documentId);
}

/** The candidate's offer and its documents; 404 when it is not theirs or the named document is not its. */
async function ownOffer(ctx: AppContext, action: OfferAction & { documentId?: number | null }, trx?: Tx): Promise<{ offer: OfferRow; docs: DocumentRow[] }> {
  const db = trx ?? ctx.db;
  const offer = await findOffer(db, action.actor, action.offerId);
  if (!offer) throw offerNotFound();
  const docs = await findDocuments(db, action.actor.domain, [offer.id]);
  if (action.documentId != null && !docs.some((d) => d.id === action.documentId)) throw offerNotFound();
  return { offer, docs };
}

async function ok(ctx: AppContext, trx: Tx, action: OfferAction, changed: boolean): Promise<Decided> {
  const { offer, docs } = await ownOffer(ctx, action, trx);
  return { answer: { offer: offerView(ctx, offer, docs), changed }, final: true };
}

/**
 * Runs the decision under the offer's lock, and stores its outcome under the key in the same
 * transaction; a call with the key that got there first is answered from the store. A refusal is
 * returned, not thrown, so that what the transaction did before it (provider results applied, the
 * key stored) is committed; the caller throws it (settle).
 */
async function locked(ctx: AppContext, action: OfferAction, decide: (trx: Tx, now: Date) => Promise<Decided>): Promise<ActionOutcome> {
  return withOfferLock(ctx.db, action.offerId, async (trx) => {
    const replay = action.key ? await storedOutcome(trx, action.actor, action.key, action.request) : null;
    if (replay) return replay;
    const now = new Date(ctx.now());
    const { final, ...outcome } = await decide(trx, now);
    if (action.key && final) await saveOutcome(trx, action.actor, action.key, action.request, outcome, now);
    return outcome;
  });
}
