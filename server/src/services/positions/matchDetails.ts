import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { matchProfileOf, type MatchProfile } from './candidateProfile';
import { getPosition } from './positionLookup';
import { requiredYearsOf } from './requiredExperience';
import { toSearchPosition } from '../search/positionView';

export interface MatchDetails {
  score: number;
  isStrongMatch: boolean;
  threshold: number;
  matchedSkills: string[];
  missingSkills: string[];
  experience: { candidateYears: number | null; requiredYears: number | null; meets: boolean | null };
  explanation: string[];
}

const DEFAULT_THRESHOLD = 0.7;
// Skills say more about fit than years do; years still move a borderline match.
const SKILL_WEIGHT = 0.75;

/** "Node.js" and "nodejs", "C++" and "c++" are the same skill. */
const skillKey = (skill: string) => skill.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, '');

/** "A", "A and B", "A, B and C". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;
const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);

/** The company's strong-match threshold (0..1); a missing or odd setting falls back to 0.7. */
export function strongMatchThreshold(domain: Domain): number {
  const value = domain.settings.configs.pcsxConfig.strongMatchThreshold;
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : DEFAULT_THRESHOLD;
}

/** Compares a profile with a position's skills and seniority; pure, so the rules are testable alone. */
export function compareProfile(
  profile: MatchProfile,
  position: { skills: string[]; requiredYears: number | null },
  threshold: number,
): MatchDetails {
  const own = new Set(profile.skills.map(skillKey));
  const matchedSkills = position.skills.filter((s) => own.has(skillKey(s)));
  const missingSkills = position.skills.filter((s) => !own.has(skillKey(s)));
  const { requiredYears } = position;
  const candidateYears = profile.experienceYears;
  const meets = requiredYears === null || candidateYears === null ? null : candidateYears >= requiredYears;

  const skillRatio = position.skills.length ? matchedSkills.length / position.skills.length : null;
  const yearsRatio = meets === null ? null : requiredYears === 0 ? 1 : Math.min(1, (candidateYears as number) / (requiredYears as number));
  const raw =
    skillRatio !== null && yearsRatio !== null
      ? SKILL_WEIGHT * skillRatio + (1 - SKILL_WEIGHT) * yearsRatio
      : (skillRatio ?? yearsRatio ?? 0);
  const score = Math.round(raw * 100) / 100;
  const isStrongMatch = score >= threshold;

  const explanation: string[] = [];
  const total = position.skills.length;
  if (total === 0) explanation.push('This role does not list any skills.');
  else if (profile.skills.length === 0) explanation.push('Add your skills to your profile to see how they match this role.');
  else if (missingSkills.length === 0) explanation.push(`You have all ${total} skills this role asks for: ${listOf(matchedSkills)}.`);
  else if (matchedSkills.length === 0) explanation.push(`You have none of the ${total} skills this role asks for yet.`);
  else explanation.push(`You have ${matchedSkills.length} of the ${total} skills this role asks for: ${listOf(matchedSkills)}.`);
  if (total > 0 && missingSkills.length > 0 && profile.skills.length > 0) {
    explanation.push(`Skills you do not list yet: ${listOf(missingSkills)}.`);
  }
  if (requiredYears === null) explanation.push('This role does not state how much experience it asks for.');
  else if (candidateYears === null) explanation.push(`This role asks for about ${years(requiredYears)} of experience; add yours to your profile to compare.`);
  else if (meets) explanation.push(`You have ${years(candidateYears)} of experience; this role asks for about ${years(requiredYears)}.`);
  else explanation.push(`This role asks for about ${years(requiredYears)} of experience; you have ${years(candidateYears)}.`);
  explanation.push(
    isStrongMatch
      ? `Your match score is ${percent(score)}, which makes this a strong match (${percent(threshold)} or more).`
      : `Your match score is ${percent(score)}; a strong match needs ${percent(threshold)}.`,
  );

  return { score, isStrongMatch, threshold, matchedSkills, missingSkills, experience: { candidateYears, requiredYears, meets }, explanation };
}

/** How well the logged-in candidate fits one of the company's positions (API contract item 2). */
export async function matchDetails(db: Db, domain: Domain, candidate: Candidate, positionId: number): Promise<MatchDetails> {
  const position = await getPosition(db, domain.id, positionId);
  const { skills } = toSearchPosition(position, [], null);
  return compareProfile(await matchProfileOf(db, candidate), { skills, requiredYears: requiredYearsOf(position) }, strongMatchThreshold(domain));
}
