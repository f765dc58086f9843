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
 * Signs a document (or the letter, which accepts the offer). The upload is read before the offer's lock
 * is taken (it streams at the sender's pace); its refusal waits until the offer is read, so the caller
 * hears what it heard when the offer was read first: not found, then the file's fault if the offer could
 * be signed. Under the lock the offer is read once: the pending provider results of its documents are
 * applied (an e-sign document's accept without a file is signed by what the provider recorded; the offer
 * is read again only if they changed it), the state is decided, and the answer is the rows as this call
 * left them. Of any number of concurrent calls exactly one signs and the others answer the same offer
 * with `changed: false`.
 */
export async function signOfferDocument(ctx: AppContext, action: SignAction): Promise<OfferActionResponse> {
  const replay = action.key ? await storedOutcome(ctx.db, action.actor, action.key, action.request) : null;
  if (replay) return settle(replay);
  const upload = action.readUpload ? await attempt(action.readUpload) : null;
  return settle(await locked(ctx, action, async (trx, now) => {
    const read = await ownOffer(trx, action);
    const first = targetOf(read.docs, action.documentId);
    if (decideSign(read.offer, first, now.getTime()).kind === 'go' && first) {
      if (upload && 'failed' in upload) throw upload.failed;
      // Without a file, an e-sign document is signed by what its provider recorded (applied below).
      if (!upload && first.url === null) throw ruleBroken('invalid_file', `Attach the signed PDF as the "${action.field}" file.`);
    }
    // What the provider recorded before this call comes first (a rejection there declined the offer).
    const { current, byProvider } = await withProviderResults(ctx, trx, action, read);
    const target = targetOf(current.docs, action.documentId);
    const again = decideSign(current.offer, target, now.getTime());
    if (again.kind === 'refused') return { refused: again, final: true };
    if (again.kind === 'go' && target && upload && 'file' in upload) {
      const signed = await signDocument(trx, action.actor, current.offer, target, upload.file, now);
      return answer(ctx, signed.offer, current.docs.map((d) => (d.id === signed.doc.id ? signed.doc : d)), true);
    }
    if (again.kind === 'go') {
      return { refused: { code: 'esign_not_recorded', message: 'The e-signature provider has not recorded a signature for this document yet.' }, final: false };
    }
    // Signed already: by this call when it applied the provider's signature of the document.
    return answer(ctx, current.offer, current.docs, target !== undefined && byProvider.has(target.id));
  }));
}

/** Declines the offer; a repeat answers the declined offer with `changed: false`. The offer is read once, under the lock. */
export async function declineOffer(ctx: AppContext, action: OfferAction): Promise<OfferActionResponse> {
  const replay = action.key ? await storedOutcome(ctx.db, action.actor, action.key, action.request) : null;
  if (replay) return settle(replay);
  return settle(await locked(ctx, action, async (trx, now) => {
    // The earliest act wins: a signature or rejection the provider recorded before this call is
    // applied first (a signed letter makes this decline a 409 'already accepted').
    const { current } = await withProviderResults(ctx, trx, action, await ownOffer(trx, action));
    const decision = decideDecline(current.offer, now.getTime());
    if (decision.kind === 'refused') return { refused: decision, final: true };
    const offer = decision.kind === 'go' ? await declineOfferRow(trx, action.actor, current.offer, now) : current.offer;
    return answer(ctx, offer, current.docs, decision.kind === 'go');
  }));
}

/** The upload read to its end, or what refused it, kept for when the offer is known. */
async function attempt(readUpload: () => Promise<SignedPdfUpload>): Promise<{ file: SignedPdfUpload } | { failed: unknown }> {
  try {
    return { file: await readUpload() };
  } catch (failed) {
    return { failed };
  }
}

/** The document a sign call is about: the one named, or the offer letter. */
function targetOf(docs: DocumentRow[], documentId: number | null): DocumentRow | undefined {
  return documentId === null ? docs.find((d) => d.is_letter === 1) : docs.find((d) => d.id === documentId);
}

interface OwnOffer {
  offer: OfferRow;
  docs: DocumentRow[];
}

/** The candidate's offer and its documents; 404 when it is not theirs or the named document is not its. */
async function ownOffer(trx: Tx, action: OfferAction & { documentId?: number | null }): Promise<OwnOffer> {
  const offer = await findOffer(trx, action.actor, action.offerId);
  if (!offer) throw offerNotFound();
  const docs = await findDocuments(trx, action.actor.domain, [offer.id]);
  if (action.documentId != null && !docs.some((d) => d.id === action.documentId)) throw offerNotFound();
  return { offer, docs };
}

/**
 * Applies the provider results pending for the offer's documents; the offer as it is then: `read`
 * when none changed it (the usual case: no second read), else read again.
 */
async function withProviderResults(ctx: AppContext, trx: Tx, action: OfferAction, read: OwnOffer): Promise<{ current: OwnOffer; byProvider: Set<number> }> {
  const byProvider = await applyOfferEsignResults(ctx, trx, action.actor, read.docs.map((d) => d.id));
  return { current: byProvider.size === 0 ? read : await ownOffer(trx, action), byProvider };
}

function answer(ctx: AppContext, offer: OfferRow, docs: DocumentRow[], changed: boolean): Decided {
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
