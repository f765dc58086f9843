import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import { experienceOf, skillsOf } from '../profile/profileDetails';
import { formOptions } from './formOptions';
import { isEmptyValue, listFieldName, parseListKey, type FormDefinition, type FormItem, type FormValues } from './rules';
import type { ExperienceEntry } from '@careers/shared/contracts/profile';

/**
 * What the profile already knows, for the questions of an application form that ask it (issue 24 #8;
 * the new-user trial of 2026-11-28): names, e-mail, city and country (the profile's location is
 * "City, Country"), the phone's country (the profile holds no number), skills, and the work history.
 * Questions are matched by name, as the demo form and the spec's profile fields name them.
 */

/** The profile's answers, in the stored (flat) shape: a work-history entry's fields are `list[i].field` keys. */
export interface ProfileFacts {
  candidate: Candidate;
  skills: string[];
  experience: ExperienceEntry[];
}

export async function profileFactsOf(db: Db, candidate: Candidate): Promise<ProfileFacts> {
  const [skills, experience] = await Promise.all([skillsOf(db, candidate), experienceOf(db, candidate)]);
  return { candidate, skills, experience };
}

const SKILL_QUESTIONS = new Set(['skills']);
const HISTORY_QUESTIONS = new Set(['workHistory', 'experience', 'employmentHistory']);
const COMPANY_FIELDS = new Set(['employer', 'company', 'companyName', 'organization']);
const TITLE_FIELDS = new Set(['jobTitle', 'title', 'position', 'role']);
const CHOICE_TYPES = new Set(['select', 'dropdown']);

/** The item's options as the browser will list them: its own, or a server list its endpoint names (no parent). */
function optionsOf(item: FormItem): Array<{ label: string; value: string }> {
  if (item.options?.length) return item.options.map((o) => ({ label: String(o.label), value: String(o.value) }));
  const list = item.optionsEndpoint && !item.optionsEndpoint.includes('{{') ? /\/form_options\/([\w-]+)/.exec(item.optionsEndpoint)?.[1] : undefined;
  return list ? formOptions(list) ?? [] : [];
}

/** The option of `item` whose label (or value) is `text`, ignoring case; the country question takes a code. */
function optionValue(item: FormItem, text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return optionsOf(item).find((o) => o.label.toLowerCase() === wanted || o.value.toLowerCase() === wanted)?.value;
}

/** 'YYYY-MM' as the date range's 'MM/YYYY'; a year alone has no month to show, so it is left for the candidate. */
function monthYear(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  return match ? `${match[2]}/${match[1]}` : null;
}

/** A job's dates as a date-range answer, or undefined when they cannot be shown whole (the rule would refuse half). */
function periodOf(job: ExperienceEntry): Record<string, unknown> | undefined {
  const start = monthYear(job.startDate);
  if (!start) return undefined;
  if (!job.endDate) return { startDate: start, endDate: null, isCurrent: true };
  const end = monthYear(job.endDate);
  return end ? { startDate: start, endDate: end, isCurrent: false } : undefined;
}

/** The profile's jobs as entries of work-history list `list` (newest first, no more than its maxLength rule allows). */
function historyAnswers(list: FormItem, jobs: ExperienceEntry[], out: FormValues): void {
  const rule = list.rules?.find((r) => r.type === 'maxLength');
  const cap = rule && Number.isInteger(Number(rule.value)) ? Number(rule.value) : jobs.length;
  jobs.slice(0, cap).forEach((job, index) => {
    for (const field of list.items ?? []) {
      let value: unknown;
      if (COMPANY_FIELDS.has(field.name)) value = job.company;
      else if (TITLE_FIELDS.has(field.name)) value = job.title;
      else if (field.type === 'dateRange') value = periodOf(job);
      if (!isEmptyValue(value)) out[listFieldName(list.name, index, field.name)] = value;
    }
  });
}

export function profileAnswers(def: FormDefinition, facts: ProfileFacts): FormValues {
  const { candidate } = facts;
  const parts = candidate.location?.split(',').map((part) => part.trim()) ?? [];
  const city = parts.length > 0 ? parts[0] : undefined;
  const countryName = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const known: FormValues = { firstName: candidate.firstName, lastName: candidate.lastName, email: candidate.email, city };
  const out: FormValues = {};
  let countryCode: string | undefined;
  for (const section of def.sections) {
    for (const item of section.items) {
      if (item.name === 'country' && CHOICE_TYPES.has(item.type) && countryName) {
        const code = optionValue(item, countryName);
        if (code) out[item.name] = countryCode = code;
      }
    }
  }
  for (const section of def.sections) {
    for (const item of section.items) {
      const value = known[item.name];
      if (typeof value === 'string' && value) out[item.name] = value;
      else if (item.type === 'skillSelector' && SKILL_QUESTIONS.has(item.name) && facts.skills.length) out[item.name] = [...facts.skills];
      else if (item.type === 'dynamicList' && HISTORY_QUESTIONS.has(item.name)) historyAnswers(item, facts.experience, out);
      // The phone's country follows the profile's (the number stays empty, so the question is still unanswered).
      else if (item.type === 'phone' && countryCode && isSupportedCountry(countryCode)) {
        out[item.name] = { country: countryCode, callingCode: `+${getCountryCallingCode(countryCode)}`, number: '' };
      }
    }
  }
  return out;
}

/** The question (or list) a value key answers: a list entry's field belongs to its list. */
const questionOf = (key: string) => parseListKey(key)?.list ?? key;

/**
 * The draft's answers over the profile's: what the candidate typed or saved wins, a question left empty
 * takes the profile's. A list counts as one question: a draft that kept any entry keeps its own list.
 */
export function withProfile(profile: FormValues, draft: FormValues): FormValues {
  const answered = new Set<string>();
  for (const [key, value] of Object.entries(draft)) if (!isEmptyValue(value)) answered.add(questionOf(key));
  const filled = new Set(Object.keys(profile).map(questionOf));
  const out: FormValues = {};
  for (const [key, value] of Object.entries(profile)) if (!answered.has(questionOf(key))) out[key] = value;
  for (const [key, value] of Object.entries(draft)) {
    const question = questionOf(key);
    if (answered.has(question) || !filled.has(question)) out[key] = value;
  }
  return out;
}
