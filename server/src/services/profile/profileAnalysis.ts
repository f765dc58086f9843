import type { MissingItem, ProfileDetails, ProfileSection } from '@careers/shared/contracts/profile';
import type { ServerMessageKey } from '../../i18n/en';
import type { ServerI18n } from '../../i18n/serverI18n';

interface SectionRule {
  section: ProfileSection;
  weight: number;
  filled: (p: ProfileDetails) => boolean;
  /** Catalogue keys (server/src/i18n/en.ts) of what to do and why it matters. */
  label: ServerMessageKey;
  why: ServerMessageKey;
}

// Weighted by what they do for matching: job pages compare skills (75% of the score) and years of
// experience (25%, services/positions/matchDetails.ts); the rest fills the exported resume and the page.
const RULES: readonly SectionRule[] = [
  { section: 'skills', weight: 30, filled: (p) => p.skills.length > 0, label: 'server.profile.skillsLabel',
    why: 'server.profile.skillsWhy' },
  { section: 'experience_years', weight: 15, filled: (p) => p.experienceYears !== null, label: 'server.profile.yearsLabel',
    why: 'server.profile.yearsWhy' },
  { section: 'experience', weight: 15, filled: (p) => p.experience.length > 0, label: 'server.profile.experienceLabel',
    why: 'server.profile.experienceWhy' },
  { section: 'resume', weight: 15, filled: (p) => p.hasResume, label: 'server.profile.resumeLabel',
    why: 'server.profile.resumeWhy' },
  { section: 'education', weight: 10, filled: (p) => p.education.length > 0, label: 'server.profile.educationLabel',
    why: 'server.profile.educationWhy' },
  { section: 'location', weight: 5, filled: (p) => Boolean(p.location), label: 'server.profile.locationLabel',
    why: 'server.profile.locationWhy' },
  { section: 'name', weight: 5, filled: (p) => Boolean(p.firstName && p.lastName), label: 'server.profile.nameLabel',
    why: 'server.profile.nameWhy' },
  { section: 'avatar', weight: 5, filled: (p) => Boolean(p.avatar), label: 'server.profile.avatarLabel',
    why: 'server.profile.avatarWhy' },
];

/** Completion: the weighted share filled, the sections filled and the ones missing (in the order they matter). */
export function profileCompletion(profile: ProfileDetails): { completion: number; complete: ProfileSection[]; missing: ProfileSection[] } {
  const total = RULES.reduce((sum, r) => sum + r.weight, 0);
  const done = RULES.filter((r) => r.filled(profile));
  return {
    completion: Math.round((done.reduce((sum, r) => sum + r.weight, 0) * 100) / total),
    complete: done.map((r) => r.section),
    missing: RULES.filter((r) => !r.filled(profile)).map((r) => r.section),
  };
}

/**
 * The profile analysis (spec §3): what is filled, and what is missing with why it matters, in `i18n`'s language
 * (the request's).
 */
export function analyseProfile(profile: ProfileDetails, i18n: ServerI18n): { completion: number; complete: ProfileSection[]; missing: MissingItem[] } {
  const { completion, complete } = profileCompletion(profile);
  return {
    completion,
    complete,
    missing: RULES.filter((r) => !r.filled(profile)).map(({ section, label, why }) => ({ section, label: i18n.t(label), why: i18n.t(why) })),
  };
}
