import type { ExperienceEntry, ResumeProposal } from '@careers/shared/contracts/profile';

// Reading a resume's text into proposals: pure functions (text in, proposal out), so the rules are
// tested without files. Everything works line by line on lines cut to MAX_LINE characters, with
// patterns that have no nested repetition: the cost is linear in the text.

const MAX_LINE = 300;
const MAX_PROPOSED_JOBS = 20;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
// "Mar 2018 – Present", "2018 - 2021", "03/2018 to 06/2020", "2019–now".
const RANGE = new RegExp(
  `(?:${MONTH}\\s+|(0?[1-9]|1[0-2])[/.])?((?:19|20)\\d\\d)\\s*(?:-|–|—|to|until)\\s*(?:${MONTH}\\s+|(0?[1-9]|1[0-2])[/.])?((?:19|20)\\d\\d|present|current|now|today)`,
  'i',
);
const EDUCATION = /\b(university|college|school|institute|academy|bachelor|master|b\.?sc|m\.?sc|b\.?a\.|m\.?a\.|ph\.?d|mba|degree|diploma)\b/i;
const SEPARATORS = [' at ', ' @ ', ' | ', ' — ', ' – ', ' - ', ', '];

/** A skill's words found in the text as a whole word (case aside; skills of 1-2 characters, like "Go", as written). */
export function skillsInText(text: string, vocabulary: readonly string[]): string[] {
  const lower = text.toLowerCase();
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  const found: string[] = [];
  for (const skill of vocabulary) {
    const exact = skill.length <= 2;
    const haystack = exact ? text : lower;
    const needle = exact ? skill : skill.toLowerCase();
    if (!needle.trim()) continue;
    let at = haystack.indexOf(needle);
    while (at !== -1) {
      const before = haystack[at - 1];
      const after = haystack[at + needle.length];
      // "Node.js." ends a sentence; "Java" inside "JavaScript" is not Java.
      if (!isWordChar(before) && !isWordChar(after) && !(needle.endsWith('+') && after === '+')) {
        found.push(skill);
        break;
      }
      at = haystack.indexOf(needle, at + 1);
    }
  }
  return found;
}

const monthOf = (name: string | undefined, digits: string | undefined): number | null => {
  if (digits) return Number(digits);
  if (!name) return null;
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return i === -1 ? null : i + 1;
};
const pad = (n: number) => String(n).padStart(2, '0');

interface Job extends ExperienceEntry {
  /** Months since year 0, for counting years. */
  from: number;
  to: number;
}

function titleAndCompany(text: string): { title: string; company: string } | null {
  const cleaned = text.replace(/[()[\]]/g, ' ').replace(/\s+/g, ' ').replace(/^[\s|,;:–—•·*-]+|[\s|,;:–—•·*-]+$/g, '').trim();
  if (cleaned.length < 2) return null;
  for (const separator of SEPARATORS) {
    const at = cleaned.toLowerCase().indexOf(separator);
    if (at > 0) {
      const title = cleaned.slice(0, at).trim();
      const company = cleaned.slice(at + separator.length).trim().replace(/^[|,;:–—-]+\s*/, '');
      if (title && company) return { title: title.slice(0, 200), company: company.slice(0, 200) };
    }
  }
  return { title: cleaned.slice(0, 200), company: '' };
}

/** Jobs read from lines with a date range; the text beside the range (or the line above) names the job. */
export function jobsInText(text: string, now: Date): Job[] {
  const lines = text.split(/\r?\n/).map((l) => l.slice(0, MAX_LINE).trim());
  const jobs: Job[] = [];
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  for (const [i, line] of lines.entries()) {
    if (jobs.length >= MAX_PROPOSED_JOBS) break;
    const m = RANGE.exec(line);
    if (!m) continue;
    const [whole, startMonthName, startMonthDigits, startYear, endMonthName, endMonthDigits, endRaw] = m;
    const around = `${line.slice(0, m.index)} ${line.slice(m.index + whole.length)}`;
    const previous = [...lines.slice(0, i)].reverse().find((l) => l.length > 0) ?? '';
    const source = /[\p{L}]{2}/u.test(around) ? around : previous;
    if (EDUCATION.test(source)) continue;
    const named = titleAndCompany(source);
    if (!named) continue;
    const startM = monthOf(startMonthName, startMonthDigits);
    const endM = monthOf(endMonthName, endMonthDigits);
    const ongoing = !/^\d/.test(endRaw ?? '');
    const from = Number(startYear) * 12 + ((startM ?? 1) - 1);
    const to = ongoing ? nowMonths : Number(endRaw) * 12 + ((endM ?? 1) - 1);
    if (to < from || from > nowMonths) continue;
    jobs.push({
      ...named,
      startDate: startM ? `${startYear}-${pad(startM)}` : `${startYear}`,
      endDate: ongoing ? null : endM ? `${endRaw}-${pad(endM)}` : `${endRaw}`,
      from,
      to,
    });
  }
  return jobs;
}

/** Whole years covered by the jobs, overlapping periods counted once; null when there are none. */
export function yearsOf(jobs: ReadonlyArray<{ from: number; to: number }>): number | null {
  if (!jobs.length) return null;
  const sorted = [...jobs].sort((a, b) => a.from - b.from);
  let months = 0;
  let [start, end] = [sorted[0]!.from, sorted[0]!.to];
  for (const job of sorted.slice(1)) {
    if (job.from <= end) end = Math.max(end, job.to);
    else {
      months += end - start;
      [start, end] = [job.from, job.to];
    }
  }
  months += end - start;
  return Math.floor(months / 12);
}

const sameJob = (a: ExperienceEntry, b: ExperienceEntry) =>
  a.title.toLowerCase() === b.title.toLowerCase() && (a.company.toLowerCase() === b.company.toLowerCase() || !a.company || !b.company);

/**
 * What the resume would change, field by field, beside what the profile holds: skills (of the company's
 * vocabulary) and jobs the profile does not list yet, and the years of experience the jobs add up to.
 */
export function proposeFromText(
  text: string,
  vocabulary: readonly string[],
  profile: { skills: string[]; experience: ExperienceEntry[]; experienceYears: number | null },
  now: Date,
): ResumeProposal {
  const own = new Set(profile.skills.map((s) => s.toLowerCase()));
  const skills = skillsInText(text, vocabulary).filter((s) => !own.has(s.toLowerCase())).sort((a, b) => a.localeCompare(b));
  const jobs = jobsInText(text, now);
  const newJobs = jobs.filter((j) => !profile.experience.some((e) => sameJob(e, j)));
  const byRecent = [...jobs].sort((a, b) => b.to - a.to || b.from - a.from);
  return {
    skills: { current: profile.skills, proposed: skills },
    experience: {
      current: profile.experience,
      proposed: newJobs.map(({ title, company, startDate, endDate }) => ({ title, company, startDate, endDate })),
    },
    experienceYears: { current: profile.experienceYears, proposed: yearsOf(jobs) },
    titles: [...new Set(byRecent.map((j) => j.title))],
  };
}
