import { CITIES, payFor } from './cities';
import { DEPARTMENTS, EMPLOYMENT_TYPE_WEIGHTS, SENIORITIES, type Department, type EmploymentType } from './departments';
import type { Random } from './random';
import { BENEFITS, CLOSINGS, INTROS, ONSITE_LINES, REMOTE_LINES, TEAM_LINES, TYPE_LINES } from './sentences';

/** One row of the `positions` table, as the generator makes it (id comes from the database). */
export interface PositionSeed {
  title: string;
  department: string;
  description: string;
  skills_json: string;
  employment_type: EmploymentType;
  location_name: string;
  city: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  is_remote: number;
  salary_min: number;
  salary_max: number;
  salary_currency: string;
  posted_at: string;
  valid_through: string;
  archived_at: string | null;
}

const DAY = 24 * 60 * 60 * 1000;
const DEPARTMENT_WEIGHTS = DEPARTMENTS.map((d) => [d, d.weight] as const);
const SENIORITY_WEIGHTS = SENIORITIES.map((s) => [s, s[1]] as const);
// Managers, leads and similar roles do not come in junior/staff/principal flavours.
const SENIOR_ONLY = /Manager|Lead|Chief|Controller|Architect|Counsel/;
// A few positions are always archived so small demo sets still contain some.
const ALWAYS_ARCHIVED = new Set([3, 11, 29]);

/**
 * Makes the `index`-th demo position. Only `rng` and `now` decide the result, so the same seed and
 * clock give the same rows; dates are offsets from `now` so the demo always looks current.
 */
export function generatePosition(rng: Random, index: number, now: Date, company: string): PositionSeed {
  const department = rng.weighted(DEPARTMENT_WEIGHTS);
  const employmentType = rng.weighted(EMPLOYMENT_TYPE_WEIGHTS);
  const { title, payFactor } = makeTitle(rng, department, employmentType);
  const city = rng.pick(CITIES);
  const isRemote = rng.chance(0.2);
  const skills = rng.sample(department.skills, rng.int(4, 7));
  const salary = makeSalary(rng, department, payFactor, employmentType, city.country);

  const postedAt = new Date(now.getTime() - rng.int(0, 45 * 24 * 60) * 60_000);
  const validThrough = new Date(postedAt.getTime() + rng.int(45, 90) * DAY);
  const archived = ALWAYS_ARCHIVED.has(index) || rng.chance(0.01);
  const archivedAt = archived ? new Date(now.getTime() - rng.int(1, 20) * DAY).toISOString() : null;

  return {
    title,
    department: department.name,
    description: makeDescription(rng, { company, title, department, city: city.name, isRemote, employmentType, skills }),
    skills_json: JSON.stringify(skills),
    employment_type: employmentType,
    location_name: `${city.name}, ${city.region}, ${city.country}`,
    city: city.name,
    region: city.region,
    country: city.country,
    lat: city.lat,
    lng: city.lng,
    is_remote: isRemote ? 1 : 0,
    salary_min: salary.min,
    salary_max: salary.max,
    salary_currency: salary.currency,
    posted_at: postedAt.toISOString(),
    valid_through: validThrough.toISOString(),
    archived_at: archivedAt,
  };
}

function makeTitle(rng: Random, department: Department, type: EmploymentType): { title: string; payFactor: number } {
  const role = rng.pick(department.roles);
  // A specialty repeating a word of the role reads as a typo ("Program Program Manager", "Data
  // Platform Data Scientist"); every role has specialties that do not.
  const specialty = rng.pick(department.specialties.filter((s) => !sharesWord(s, role)));
  // One-word roles ("Engineer", "Analyst") read as vague titles without their specialty.
  const useSpecialty = rng.chance(0.7) || !role.includes(' ');
  const core = useSpecialty ? `${specialty} ${role}` : role;
  if (type === 'INTERN') return { title: `${core} Intern`, payFactor: 0.5 };

  let [level, , pay] = rng.weighted(SENIORITY_WEIGHTS);
  if (level === 'Director of') {
    const area = sharesWord(specialty, department.name) ? specialty : `${department.name}, ${specialty}`;
    return { title: `Director of ${area}`, payFactor: pay };
  }
  if (SENIOR_ONLY.test(role) && level !== '' && level !== 'Senior') {
    level = 'Senior';
    pay = 1.25;
  }
  return { title: level ? `${level} ${core}` : core, payFactor: pay };
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
const sharesWord = (a: string, b: string) => wordsOf(a).some((word) => wordsOf(b).includes(word));

function makeSalary(
  rng: Random,
  department: Department,
  payFactor: number,
  type: EmploymentType,
  country: string,
): { min: number; max: number; currency: string } {
  const pay = payFor(country);
  const typeFactor = type === 'PART_TIME' ? 0.55 : type === 'INTERN' ? 0.6 : 1;
  const usd = department.baseSalaryUsd * payFactor * typeFactor * pay.level * (0.9 + rng.next() * 0.2);
  const step = pay.perUsd >= 50 ? 100_000 : 1000;
  const min = Math.max(step, Math.round((usd * pay.perUsd) / step) * step);
  const max = Math.round((min * (1.15 + rng.next() * 0.25)) / step) * step;
  return { min, max, currency: pay.currency };
}

interface DescriptionInput {
  company: string;
  title: string;
  department: Department;
  city: string;
  isRemote: boolean;
  employmentType: EmploymentType;
  skills: string[];
}

function makeDescription(rng: Random, input: DescriptionInput): string {
  const fill = (s: string) =>
    s.replaceAll('{company}', input.company).replaceAll('{team}', input.department.name).replaceAll('{city}', input.city);
  const article = /^[AEIOU]/.test(input.title) ? 'an' : 'a';
  const about = [
    `${input.company} is looking for ${article} ${input.title} to join the ${input.department.name} team.`,
    fill(rng.pick(INTROS)),
    fill(rng.pick(TEAM_LINES)),
    fill(rng.pick(input.isRemote ? REMOTE_LINES : ONSITE_LINES)),
  ].join(' ');
  const duties = rng.sample(input.department.duties, rng.int(3, 4)).map((d) => `- You will ${d}.`);
  const needs = rng.sample(input.department.requirements, rng.int(2, 3)).map((r) => `- You bring ${r}.`);
  const [a, b, c] = input.skills;
  needs.push(`- You have worked with ${a}, ${b} and ${c}.`);
  const offer = [TYPE_LINES[input.employmentType] ?? '', ...rng.sample(BENEFITS, 2), rng.pick(CLOSINGS)].join(' ');
  return [about, "What you'll do:", duties.join('\n'), 'What you bring:', needs.join('\n'), offer].join('\n\n');
}
