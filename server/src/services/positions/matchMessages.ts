import { formatMessage } from '@careers/shared/i18n/formatMessage';

/**
 * The match explanation's sentences (API contract item 2), in ICU syntax so counts read right ('the 1 skill',
 * '1 year'). Formatted by the browser's own message layer (@careers/shared/i18n/formatMessage, the
 * subpath without the i18n face's React provider), so the server and the remotes pick plural forms the same way.
 * English only: the API answers in English.
 */
const MATCH_MESSAGES = {
  noSkillsListed: 'This role does not list any skills.',
  addSkills: 'Add your skills to your profile to see how they match this role.',
  allSkills: '{total, plural, =1 {You have the one skill this role asks for: {skills}.} other {You have all # skills this role asks for: {skills}.}}',
  noneOfSkills: '{total, plural, =1 {You do not have the one skill this role asks for yet.} other {You have none of the # skills this role asks for yet.}}',
  someSkills: 'You have {matched, number} of the {total, plural, one {# skill} other {# skills}} this role asks for: {skills}.',
  missingSkills: 'Skills you do not list yet: {skills}.',
  noYearsStated: 'This role does not state how much experience it asks for.',
  yearsToCompare: 'This role asks for about {required, plural, one {# year} other {# years}} of experience; add yours to your profile to compare.',
  meetsYears: 'You have {own, plural, one {# year} other {# years}} of experience; this role asks for about {required, plural, one {# year} other {# years}}.',
  belowYears: 'This role asks for about {required, plural, one {# year} other {# years}} of experience; you have {own, plural, one {# year} other {# years}}.',
  strong: 'Your match score is {score}, which makes this a strong match ({threshold} or more).',
  notStrong: 'Your match score is {score}; a strong match needs {threshold}.',
} as const;

/** One sentence of the match explanation. */
export function matchMessage(key: keyof typeof MATCH_MESSAGES, values?: Record<string, string | number>): string {
  return formatMessage(MATCH_MESSAGES[key], values, 'en');
}
