import type { Nudge } from '../../../../shared/src/contracts/dashboard';
import type { ProfileSection } from '../../../../shared/src/contracts/profile';

/** What the candidate has now, for deciding which nudges still apply. */
export interface NudgeFacts {
  /** Profile sections filled in (profile analysis). */
  complete: readonly ProfileSection[];
  /** Every section filled in. */
  profileComplete: boolean;
  openDrafts: number;
}

// A 'complete_profile' nudge is stored as a sentence; the section it asks for is the one its words name
// (checked in this order: 'Add a photo … interviews' asks for the photo, not the experience).
const SECTION_WORDS: ReadonlyArray<readonly [ProfileSection, RegExp]> = [
  ['avatar', /\bphoto\b/i],
  ['skills', /\bskills\b/i],
  ['resume', /\bresume\b/i],
  ['experience_years', /\byears of experience\b/i],
  ['experience', /\b(work )?experience\b/i],
  ['education', /\beducation\b/i],
  ['location', /\blocation\b/i],
];

/**
 * A nudge is done once what it asks for is there (issue 24): a profile nudge when its section is filled
 * (or, naming none, when the profile is complete), 'finish your application' when no open draft is left.
 */
export function nudgeDone(nudge: Pick<Nudge, 'kind' | 'message'>, facts: NudgeFacts): boolean {
  if (nudge.kind === 'complete_profile') {
    const section = SECTION_WORDS.find(([, words]) => words.test(nudge.message))?.[0];
    return section ? facts.complete.includes(section) : facts.profileComplete;
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
