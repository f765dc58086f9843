import type { AppContext } from '../../appContext';
import type { Offer } from '@careers/shared/contracts/offers';
import { applyEsignResults } from './esign';
import type { OfferActor } from './offerActor';
import { findDocuments, findOffers } from './offerRows';
import { offerView } from './offerView';

/**
 * The candidate's offers in the company (GET /api/offer/offers). What the e-signature provider has
 * recorded is applied first, so an offer signed in a frame whose message was lost never shows unsigned.
 */
export async function listOffers(ctx: AppContext, actor: OfferActor, onApplyFailed?: (error: unknown) => void): Promise<Offer[]> {
  try {
    await applyEsignResults(ctx, { domain: actor.domain, candidateId: actor.candidateId, ip: actor.ip, userAgent: actor.userAgent });
  } catch (error) {
    // The list still answers with what is stored; the next call (or esign_status) applies it again.
    onApplyFailed?.(error);
  }
  const offers = await findOffers(ctx.db, actor);
  const docs = await findDocuments(ctx.db, actor.domain, offers.map((o) => o.id));
  return offers.map((offer) => offerView(ctx, offer, docs));
}
