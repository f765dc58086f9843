import { lockKey, type Db, type Tx } from '../database';
import { DEMO_DOMAIN } from './company';

/**
 * Who leads hiring in each demo department, shown as the "Hiring manager" insight on position
 * pages (stored in the `departments` table). Names are invented.
 */
const HIRING_MANAGERS: Readonly<Record<string, string>> = {
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
export async function seedTeamsAndProfiles(db: Tx, domain: string): Promise<void> {
  await db
    .insertInto('departments')
    .values(Object.entries(HIRING_MANAGERS).map(([name, manager]) => ({ domain, name, hiring_manager: manager })))
    .onConflict((oc) => oc.columns(['domain', 'name']).doUpdateSet((eb) => ({ hiring_manager: eb.ref('excluded.hiring_manager') })))
    .execute();
  const candidates = await db
    .selectFrom('candidates')
    .select(['id', 'email'])
    .where('domain', '=', domain)
    .where('email', 'in', Object.keys(DEMO_PROFILES))
    .execute();
  for (const { id, email } of candidates) {
    const profile = DEMO_PROFILES[email];
    if (!profile) continue;
    await db.updateTable('candidates').set({ experience_years: profile.experienceYears }).where('domain', '=', domain).where('id', '=', id).execute();
    await db
      .insertInto('candidate_skills')
      .values(profile.skills.map((skill) => ({ domain, candidate_id: id, skill })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * Demo databases made before migration 005 get the hiring managers and profiles too (once: when the
 * demo company has no department rows yet). Returns whether it added them.
 */
export async function ensureDemoTeams(db: Db, domain = DEMO_DOMAIN): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one database: one adds them, the others then see them.
    await lockKey(trx, 'demo-teams');
    const hasCompany = await trx.selectFrom('domains').select('id').where('id', '=', domain).executeTakeFirst();
    const hasTeams = await trx.selectFrom('departments').select('name').where('domain', '=', domain).limit(1).executeTakeFirst();
    if (!hasCompany || hasTeams) return false;
    await seedTeamsAndProfiles(trx, domain);
    return true;
  });
}
