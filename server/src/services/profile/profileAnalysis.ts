import type { MissingItem, ProfileDetails, ProfileSection } from '@careers/shared/contracts/profile';

interface SectionRule {
  section: ProfileSection;
  weight: number;
  filled: (p: ProfileDetails) => boolean;
  label: string;
  why: string;
}

// Weighted by what they do for matching: job pages compare skills (75% of the score) and years of
// experience (25%, services/positions/matchDetails.ts); the rest fills the exported resume and the page.
const RULES: readonly SectionRule[] = [
  { section: 'skills', weight: 30, filled: (p) => p.skills.length > 0, label: 'Add your skills',
    why: 'Job pages compare your skills with the skills each role asks for; without them every match score stays at 0%.' },
  { section: 'experience_years', weight: 15, filled: (p) => p.experienceYears !== null, label: 'Add your years of experience',
    why: 'Roles state how much experience they ask for; your years decide a quarter of each match score.' },
  { section: 'experience', weight: 15, filled: (p) => p.experience.length > 0, label: 'Add your work experience',
    why: 'Your past titles show which roles you fit, and your exported resume lists them.' },
  { section: 'resume', weight: 15, filled: (p) => p.hasResume, label: 'Upload your resume',
    why: 'Reading your resume proposes skills, titles and years of experience for your profile in one step.' },
  { section: 'education', weight: 10, filled: (p) => p.education.length > 0, label: 'Add your education',
    why: 'Some roles ask for a degree; your exported resume lists your education.' },
  { section: 'location', weight: 5, filled: (p) => Boolean(p.location), label: 'Add your location',
    why: 'Roles are tied to places; your exported resume says where you are based.' },
  { section: 'name', weight: 5, filled: (p) => Boolean(p.firstName && p.lastName), label: 'Add your full name',
    why: 'Your name heads your exported resume and signs your offers.' },
  { section: 'avatar', weight: 5, filled: (p) => Boolean(p.avatar), label: 'Add a profile photo',
    why: 'Your photo shows on your profile; it does not change match scores.' },
];

/** Completion (spec §3 "profile analysis"): what is filled, and what is missing with why it matters. */
export function analyseProfile(profile: ProfileDetails): { completion: number; complete: ProfileSection[]; missing: MissingItem[] } {
  const total = RULES.reduce((sum, r) => sum + r.weight, 0);
  const done = RULES.filter((r) => r.filled(profile));
  const completion = Math.round((done.reduce((sum, r) => sum + r.weight, 0) * 100) / total);
  return {
    completion,
    complete: done.map((r) => r.section),
    missing: RULES.filter((r) => !r.filled(profile)).map(({ section, label, why }) => ({ section, label, why })),
  };
}
