import type { Tx } from '../database';

interface DemoEntry {
  experience: Array<{ title: string; company: string; start: string; end: string | null }>;
  education: Array<{ school: string; degree: string; start: string; end: string }>;
}

/** The demo candidates' work history and education (their skills and years come from teams.ts). */
export const DEMO_HISTORY: Readonly<Record<string, DemoEntry>> = {
  'alex@demo.test': {
    experience: [
      { title: 'Senior Software Engineer', company: 'Blue Harbor Analytics', start: '2021-03', end: null },
      { title: 'Software Engineer', company: 'Lumen Freight', start: '2018-09', end: '2021-02' },
    ],
    education: [{ school: 'University of Toronto', degree: 'BSc Computer Science', start: '2013-09', end: '2017-06' }],
  },
  'sam@demo.test': {
    experience: [{ title: 'Data Analyst', company: 'Granite Retail', start: '2023-01', end: null }],
    education: [],
  },
};

/** Stores the demo candidates' experience and education lists (after the candidates exist). */
export async function seedDemoProfiles(db: Tx, domain: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const candidates = await db.selectFrom('candidates').select(['id', 'email']).where('domain', '=', domain).where('email', 'in', Object.keys(DEMO_HISTORY)).execute();
  for (const { id, email } of candidates) {
    const history = DEMO_HISTORY[email];
    if (!history) continue;
    if (history.experience.length) {
      await db.insertInto('candidate_experience').values(history.experience.map((e, position) => ({
        domain, candidate_id: id, position, title: e.title, company: e.company, start_date: e.start, end_date: e.end, created_at: at,
      }))).execute();
    }
    if (history.education.length) {
      await db.insertInto('candidate_education').values(history.education.map((e, position) => ({
        domain, candidate_id: id, position, school: e.school, degree: e.degree, start_date: e.start, end_date: e.end, created_at: at,
      }))).execute();
    }
  }
}
