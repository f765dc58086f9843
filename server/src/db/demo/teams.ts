import type { Db } from '../connection';
import { DEMO_DOMAIN } from './company';

/**
 * Who leads hiring in each demo department, shown as the "Hiring manager" insight on position
 * pages (stored in the `departments` table). Names are invented.
 */
export const HIRING_MANAGERS: Readonly<Record<string, string>> = {
  Engineering: 'Priya Raman',
  Data: 'Tomás Herrera',
  Design: 'Mei Lin Okafor',
  Product: 'Daniel Kowalski',
  Sales: 'Aisha Bello',
  Marketing: 'Lukas Becker',
  'Customer Success': 'Sofia Marquez',
  Finance: 'Hannah Schmidt',
  People: 'Kwame Mensah',
  Legal: 'Eleanor Whitfield',
  Operations: 'Ravi Iyer',
  Security: 'Noa Friedman',
  IT: 'Mateo Rossi',
};

/** What the demo candidates' profiles say about them, for match details. */
export const DEMO_PROFILES: Readonly<Record<string, { skills: readonly string[]; experienceYears: number }>> = {
  'alex@demo.test': {
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'AWS', 'GraphQL', 'Kubernetes', 'Python'],
    experienceYears: 7,
  },
  'sam@demo.test': {
    skills: ['SQL', 'Python', 'dbt', 'Airflow', 'Snowflake', 'Looker', 'Statistics', 'pandas'],
    experienceYears: 3,
  },
};

/** Stores the hiring managers and the demo candidates' skills and experience (after the candidates exist). */
export function seedTeamsAndProfiles(db: Db, domain: string): void {
  const department = db.prepare('INSERT OR REPLACE INTO departments (domain, name, hiring_manager) VALUES (?, ?, ?)');
  for (const [name, manager] of Object.entries(HIRING_MANAGERS)) department.run(domain, name, manager);
  const skill = db.prepare('INSERT OR IGNORE INTO candidate_skills (domain, candidate_id, skill) VALUES (?, ?, ?)');
  const years = db.prepare('UPDATE candidates SET experience_years = ? WHERE domain = ? AND id = ?');
  for (const [email, profile] of Object.entries(DEMO_PROFILES)) {
    const id = db.prepare('SELECT id FROM candidates WHERE domain = ? AND email = ?').pluck().get(domain, email) as number | undefined;
    if (id === undefined) continue;
    years.run(profile.experienceYears, domain, id);
    for (const s of profile.skills) skill.run(domain, id, s);
  }
}

/**
 * Demo databases made before migration 005 get the hiring managers and profiles too (once: when the
 * demo company has no department rows yet). Returns whether it added them.
 */
export function ensureDemoTeams(db: Db, domain = DEMO_DOMAIN): boolean {
  const hasCompany = db.prepare('SELECT 1 FROM domains WHERE id = ?').get(domain) !== undefined;
  const hasTeams = db.prepare('SELECT 1 FROM departments WHERE domain = ? LIMIT 1').get(domain) !== undefined;
  if (!hasCompany || hasTeams) return false;
  db.transaction(() => seedTeamsAndProfiles(db, domain))();
  return true;
}
