import { sql } from 'kysely';
import { hashPassword } from '../../services/passwords';
import { engineOf, lockKey, type Db } from '../database';
import { ALEX_PLAN, SAM_PLAN, seedActivity, type PositionRef } from './activity';
import { DEMO_COMPANY_NAME, DEMO_DOMAIN, DEMO_THEME_EDITOR, DEMO_TIME_ZONE, demoCompanySettings } from './company';
import { workdayAt } from './localTime';
import { generatePosition } from './positions';
import { Random } from './random';
import { seedDemoForms } from './seedDemoForms';
import { insertPositions } from './insertPositions';
import { seedTeamsAndProfiles } from './teams';
import { seedDemoProfiles } from './demoProfile';

export const DEMO_PASSWORD = 'demo-password';
/** The demo candidates need this many positions for their applications, offers and drafts. */
export const MIN_DEMO_POSITIONS = 50;

export interface SeedOptions {
  positions: number;
  seed: number;
  /** The clock the demo dates are offsets from (tests pin it). */
  now?: Date;
  /** Called every ~1% of positions, and once at the end. */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  domain: string;
  positions: number;
  archived: number;
  candidates: number;
}

const DEMO_CANDIDATES = [
  { email: 'alex@demo.test', first: 'Alex', last: 'Rivera', location: 'Berlin, Germany', plan: ALEX_PLAN },
  { email: 'sam@demo.test', first: 'Sam', last: 'Chen', location: 'Toronto, Canada', plan: SAM_PLAN },
] as const;

/**
 * `time` is local to the company (DEMO_TIME_ZONE), chosen so each event is at a plausible hour where it happens too:
 * on a working day (a weekend date moves to the nearest one in the same direction), the London breakfast at 08:30 London time, the Austin fair at 10:00 (or 09:00 the weeks the clocks differ) Texas time.
 */
const DEMO_EVENTS = [
  { title: 'Northwind Labs Engineering Open House', inDays: 9, time: '17:00', location: 'Berlin, DE', description: 'Meet our engineers, see what we build and join a short tour of the studio.' },
  { title: 'Careers in Data: Live Q&A', inDays: 16, time: '14:30', location: 'Online', description: 'Our data scientists answer your questions about the work, the tools and the interview process.' },
  { title: 'Women in Tech Breakfast', inDays: 23, time: '09:30', location: 'London, GB', description: 'An informal breakfast with leaders from Engineering, Product and Design.' },
  { title: 'Campus Recruiting Fair', inDays: -14, time: '17:00', location: 'Austin, TX, US', description: 'Meet Northwind Labs at the spring campus fair.' },
];

/** True when the database holds no company yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('domains').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * Creates the demo company with `positions` positions and the two demo candidates with their whole
 * history, in one transaction (positions in multi-row inserts: 100,000 took 20-50 s on either engine
 * on a busy 2-core machine). Several instances starting together on one empty PostgreSQL database
 * seed it once: the others wait for the first and get null (nothing to do), as on a database that
 * already holds a company.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const total = Math.max(options.positions, MIN_DEMO_POSITIONS);
  const now = options.now ?? new Date();
  const rng = new Random(options.seed);
  // Hashing is slow by design: it happens before the transaction, which holds SQLite's one connection.
  const hashes = await Promise.all(DEMO_CANDIDATES.map(() => hashPassword(DEMO_PASSWORD)));
  const editorHash = await hashPassword(DEMO_PASSWORD);

  const summary = await db.transaction().execute(async (trx): Promise<SeedSummary | null> => {
    await lockKey(trx, 'demo-seed');
    if (!(await isEmpty(trx))) return null;
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    await trx
      .insertInto('domains')
      .values({ id: DEMO_DOMAIN, name: DEMO_COMPANY_NAME, config_json: JSON.stringify(demoCompanySettings()), created_at: now.toISOString() })
      .execute();

    const live: PositionRef[] = [];
    const archived: PositionRef[] = [];
    const step = Math.max(1, Math.floor(total / 100));
    await insertPositions(trx, total, (i, id) => {
      const row = generatePosition(rng, i, now, DEMO_COMPANY_NAME);
      const ref = {
        id, title: row.title, salary: `${row.salary_min.toLocaleString('en-US')} ${row.salary_currency}`, city: row.city, country: row.country, remote: row.is_remote === 1,
      };
      if (row.archived_at) archived.push(ref);
      else if (live.length < 400) live.push(ref);
      if (options.onProgress && (i + 1) % step === 0) options.onProgress(i + 1, total);
      return { domain: DEMO_DOMAIN, ...row };
    });
    options.onProgress?.(total, total);

    const eventIds: number[] = [];
    for (const e of DEMO_EVENTS) {
      const { id } = await trx
        .insertInto('events')
        .values({ domain: DEMO_DOMAIN, title: e.title, starts_at: workdayAt(now, e.inDays, e.time, DEMO_TIME_ZONE).toISOString(), location: e.location, description: e.description, created_at: at(-30) })
        .returning('id')
        .executeTakeFirstOrThrow();
      eventIds.push(id);
    }

    const ctx = { db: trx, rng, domain: DEMO_DOMAIN, company: DEMO_COMPANY_NAME, now, live, archived, eventIds };
    for (const [n, c] of DEMO_CANDIDATES.entries()) {
      const { id } = await trx
        .insertInto('candidates')
        .values({
          domain: DEMO_DOMAIN, email: c.email, password_hash: hashes[n] as string, first_name: c.first, last_name: c.last,
          location: c.location, avatar: null, has_resume: n === 0 ? 1 : 0, is_admin: 0, is_bootstrapped: 1, is_onboarded: 1, created_at: at(-200),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedActivity(ctx, { id, fullName: `${c.first} ${c.last}` }, c.plan);
    }
    await trx
      .insertInto('candidates')
      .values({
        domain: DEMO_DOMAIN, email: DEMO_THEME_EDITOR.email, password_hash: editorHash, first_name: DEMO_THEME_EDITOR.first, last_name: DEMO_THEME_EDITOR.last,
        location: null, avatar: null, has_resume: 0, is_admin: 0, role: 'theme_editor', is_bootstrapped: 1, is_onboarded: 1, created_at: at(-200),
      })
      .execute();
    await seedDemoForms(trx, now);
    await seedTeamsAndProfiles(trx, DEMO_DOMAIN);
    await seedDemoProfiles(trx, DEMO_DOMAIN, now);

    return { domain: DEMO_DOMAIN, positions: total, archived: archived.length, candidates: DEMO_CANDIDATES.length };
  });
  // Fresh statistics, so PostgreSQL plans the first searches for 100,000 rows, not for an empty table.
  if (summary && engineOf(db) === 'postgres') await sql`ANALYZE`.execute(db);
  return summary;
}
