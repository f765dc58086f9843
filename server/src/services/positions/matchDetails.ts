import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import type { ServerI18n } from '../../i18n/serverI18n';
import type { Domain } from '../domains';
import { matchProfileOf, type MatchProfile } from './candidateProfile';
import { listOf, matchMessage } from './matchMessages';
import { getPosition } from './positionLookup';
import { requiredYearsOf } from './requiredExperience';
import { toSearchPosition } from '../search/positionView';
import type { MatchDetails } from '@careers/shared/contracts/positions';

const DEFAULT_THRESHOLD = 0.7;
// Skills say more about fit than years do; years still move a borderline match.
const SKILL_WEIGHT = 0.75;

/** "Node.js" and "nodejs", "C++" and "c++" are the same skill. */
const skillKey = (skill: string) => skill.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, '');

/** A share (0..1) as the whole percent the explanation names ('{score}%', '{score} %' as the language writes it). */
const percent = (value: number) => Math.round(value * 100);

/** The company's strong-match threshold (0..1); a missing or odd setting falls back to 0.7. */
function strongMatchThreshold(domain: Domain): number {
  const value = domain.settings.configs.pcsxConfig.strongMatchThreshold;
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : DEFAULT_THRESHOLD;
}

/**
 * Compares a profile with a position's skills and seniority; pure, so the rules are testable alone. The explanation
 * is written by `i18n`, in the page's language.
 */
function compareProfile(
  profile: MatchProfile,
  position: { skills: string[]; requiredYears: number | null },
  threshold: number,
  i18n: ServerI18n,
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
  const skills = listOf(matchedSkills, i18n.locale);
  if (total === 0) explanation.push(matchMessage(i18n, 'noSkillsListed'));
  else if (profile.skills.length === 0) explanation.push(matchMessage(i18n, 'addSkills'));
  else if (missingSkills.length === 0) explanation.push(matchMessage(i18n, 'allSkills', { total, skills }));
  else if (matchedSkills.length === 0) explanation.push(matchMessage(i18n, 'noneOfSkills', { total }));
  else explanation.push(matchMessage(i18n, 'someSkills', { matched: matchedSkills.length, total, skills }));
  if (total > 0 && missingSkills.length > 0 && profile.skills.length > 0) {
    explanation.push(matchMessage(i18n, 'missingSkills', { skills: listOf(missingSkills, i18n.locale) }));
  }
  if (requiredYears === null) explanation.push(matchMessage(i18n, 'noYearsStated'));
  else if (candidateYears === null) explanation.push(matchMessage(i18n, 'yearsToCompare', { required: requiredYears }));
  else explanation.push(matchMessage(i18n, meets ? 'meetsYears' : 'belowYears', { own: candidateYears, required: requiredYears }));
  explanation.push(matchMessage(i18n, isStrongMatch ? 'strong' : 'notStrong', { score: percent(score), threshold: percent(threshold) }));

  return { score, isStrongMatch, threshold, matchedSkills, missingSkills, experience: { candidateYears, requiredYears, meets }, explanation };
}

/**
 * How well the logged-in candidate fits one of the company's positions (API contract item 2), explained in the
 * language of `i18n` (the page's: pageI18n in the route).
 */
export async function matchDetails(db: Db, domain: Domain, candidate: Candidate, positionId: number, i18n: ServerI18n): Promise<MatchDetails> {
  const position = await getPosition(db, domain.id, positionId);
  const { skills } = toSearchPosition(position, [], null);
  return compareProfile(await matchProfileOf(db, candidate), { skills, requiredYears: requiredYearsOf(position) }, strongMatchThreshold(domain), i18n);
}
