import type { AppContext } from '../../appContext';
import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import { listDrafts } from '../forms/applications';
import { listOffers } from '../offers/listOffers';
import type { OfferActor } from '../offers/offerActor';
import { profileCompletion } from '../profile/profileAnalysis';
import { profileDetails } from '../profile/profileDetails';
import { nudgeDone, nudgeLink } from './nudgeDone';
import type { DashboardDraft, Nudge, OfferSummary, Referral } from '@careers/shared/contracts/dashboard';

/** GET /api/pcsx/dashboard/referrals: who referred the candidate to which position, newest first. */
export async function listReferrals(db: Db, candidate: Candidate): Promise<Referral[]> {
  const rows = await db
    .selectFrom('referrals as r')
    .innerJoin('positions as p', (join) => join.onRef('p.id', '=', 'r.position_id').onRef('p.domain', '=', 'r.domain'))
    .select(['r.id', 'r.position_id', 'p.title', 'p.location_name', 'p.archived_at', 'r.referrer_name', 'r.status', 'r.created_at'])
    .where('r.domain', '=', candidate.domain).where('r.candidate_id', '=', candidate.id)
    .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    position: { id: r.position_id, name: r.title, location: r.location_name, archived_at: r.archived_at },
    referrer_name: r.referrer_name,
    status: r.status,
    created_at: r.created_at,
  }));
}

/** GET /api/pcsx/dashboard/nudges: newest first, without the ones already done (decided from current data). */
export async function listNudges(db: Db, candidate: Candidate, now: Date): Promise<Nudge[]> {
  const [rows, profile, drafts] = await Promise.all([
    db
      .selectFrom('nudges')
      .select(['id', 'kind', 'message', 'action_url', 'created_at', 'subject'])
      .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id)
      .orderBy('created_at', 'desc').orderBy('id', 'desc')
      .execute(),
    profileDetails(db, candidate),
    draftsSplit(db, candidate, now),
  ]);
  const analysis = profileCompletion(profile);
  const facts = { complete: analysis.complete, profileComplete: analysis.missing.length === 0, openDrafts: drafts.openDraftApplications.length };
  return rows.filter((n) => !nudgeDone(n, facts)).map(({ subject: _subject, ...n }) => ({ ...n, action_url: nudgeLink(n) }));
}

/** GET /api/pcsx/dashboard/offers: the offers list (the offers service's own answer) in short, with links to the offer pages. */
export async function offersSummary(ctx: AppContext, actor: OfferActor, onApplyFailed?: (error: unknown) => void): Promise<OfferSummary[]> {
  const offers = await listOffers(ctx, actor, onApplyFailed);
  return offers.map((o) => ({
    id: o.id,
    position_name: o.position.name,
    status: o.status,
    action_required: o.actionable,
    expires_at: o.expires_at,
    updated_at: o.updated_at,
    url: `/careers/offer/${o.id}?domain=${encodeURIComponent(actor.domain)}`,
  }));
}

/**
 * Spec §4 Other: a draft whose position is closed is closed; the others are open. Closed is the one rule
 * (isPositionClosed at `now`, the server's clock): archived, or past its valid_through, which the apply page
 * would refuse to send, so such a draft has nowhere to continue.
 */
export async function draftsSplit(db: Db, candidate: Candidate, now: Date): Promise<{ openDraftApplications: DashboardDraft[]; closedDraftApplications: DashboardDraft[] }> {
  const drafts = await listDrafts(db, candidate, now);
  const withLink = drafts.map((d): DashboardDraft => ({
    ...d,
    continue_url: d.position.is_closed ? null : `/careers/apply?pid=${d.position_id}`,
  }));
  return {
    openDraftApplications: withLink.filter((d) => !d.position.is_closed),
    closedDraftApplications: withLink.filter((d) => d.position.is_closed),
  };
}
