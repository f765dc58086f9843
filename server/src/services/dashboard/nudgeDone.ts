import type { Nudge } from '@careers/shared/contracts/dashboard';
import { PROFILE_SECTIONS, type ProfileSection } from '@careers/shared/contracts/profile';

/** What the candidate has now, for deciding which nudges still apply. */
export interface NudgeFacts {
  /** Profile sections filled in (profile analysis). */
  complete: readonly ProfileSection[];
  /** Every section filled in. */
  profileComplete: boolean;
  openDrafts: number;
}

/** A stored nudge as far as deciding "done" goes: its kind and what it is about (`nudges.subject`). */
export interface NudgeAbout {
  kind: string;
  /** The profile section a 'complete_profile' nudge asks for; null asks for the whole profile. */
  subject: string | null;
}

const isSection = (subject: string): subject is ProfileSection => (PROFILE_SECTIONS as readonly string[]).includes(subject);

/**
 * A nudge is done once what it asks for is there (issue 24): a profile nudge when the section its
 * `subject` names is filled (no subject, or one that is no section: when the profile is complete),
 * 'finish your application' when no open draft is left. The sentence is never read: it is for people.
 */
export function nudgeDone(nudge: NudgeAbout, facts: NudgeFacts): boolean {
  if (nudge.kind === 'complete_profile') {
    return nudge.subject && isSection(nudge.subject) ? facts.complete.includes(nudge.subject) : facts.profileComplete;
  }
  if (nudge.kind === 'finish_application') return facts.openDrafts === 0;
  return false;
}

// Nudges stored with the bare dashboard address open the tab they are about (`?tab=`, README "Dashboard").
const TAB_OF_KIND: Record<string, string> = { finish_application: 'drafts', event_reminder: 'events' };

/** The nudge's link, pointing into the tab it is about when it names just the dashboard. */
export function nudgeLink(nudge: Pick<Nudge, 'kind' | 'action_url'>): string | null {
  const tab = TAB_OF_KIND[nudge.kind];
  if (!tab || (nudge.action_url !== '/careers/dashboard' && nudge.action_url !== '/careers/dashboardv2')) return nudge.action_url;
  return `${nudge.action_url}?tab=${tab}`;
}
