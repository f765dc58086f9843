import { hashPassword } from '../../services/passwords';
import type { Db } from '../connection';
import { ALEX_PLAN, SAM_PLAN, seedActivity, type PositionRef } from './activity';
import { DEMO_COMPANY_NAME, DEMO_DOMAIN, demoCompanySettings } from './company';
import { generatePosition } from './positions';
import { Random } from './random';
import { seedDemoForms } from './seedDemoForms';
import { seedTeamsAndProfiles } from './teams';

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

const DEMO_EVENTS = [
  { title: 'Northwind Labs Engineering Open House', inDays: 9, location: 'Berlin, DE', description: 'Meet our engineers, see what we build and join a short tour of the studio.' },
  { title: 'Careers in Data: Live Q&A', inDays: 16, location: 'Online', description: 'Our data scientists answer your questions about the work, the tools and the interview process.' },
  { title: 'Women in Tech Breakfast', inDays: 23, location: 'London, GB', description: 'An informal breakfast with leaders from Engineering, Product and Design.' },
  { title: 'Campus Recruiting Fair', inDays: -14, location: 'Austin, TX, US', description: 'Meet Northwind Labs at the spring campus fair.' },
];

/** True when the database holds no company yet (a first start). */
export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM domains').pluck().get() as number) === 0;
}

/**
 * Creates the demo company with `positions` positions and the two demo candidates with their whole
 * history, in one transaction with prepared statements (100,000 positions take seconds).
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const total = Math.max(options.positions, MIN_DEMO_POSITIONS);
  const now = options.now ?? new Date();
  const rng = new Random(options.seed);
  // Hashing is slow by design and async, so it happens before the (synchronous) transaction.
  const hashes = await Promise.all(DEMO_CANDIDATES.map(() => hashPassword(DEMO_PASSWORD)));

  const insertPosition = db.prepare(
    `INSERT INTO positions (domain, title, department, description, skills_json, employment_type, location_name,
       city, region, country, lat, lng, is_remote, salary_min, salary_max, salary_currency, posted_at, valid_through, archived_at)
     VALUES (@domain, @title, @department, @description, @skills_json, @employment_type, @location_name,
       @city, @region, @country, @lat, @lng, @is_remote, @salary_min, @salary_max, @salary_currency, @posted_at, @valid_through, @archived_at)`,
  );

  return db.transaction((): SeedSummary => {
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    db.prepare('INSERT INTO domains (id, name, config_json, created_at) VALUES (?, ?, ?, ?)').run(
      DEMO_DOMAIN, DEMO_COMPANY_NAME, JSON.stringify(demoCompanySettings()), now.toISOString(),
    );

    const live: PositionRef[] = [];
    const archived: PositionRef[] = [];
    const step = Math.max(1, Math.floor(total / 100));
    for (let i = 0; i < total; i++) {
      const row = generatePosition(rng, i, now, DEMO_COMPANY_NAME);
      const id = Number(insertPosition.run({ domain: DEMO_DOMAIN, ...row }).lastInsertRowid);
      const ref = { id, title: row.title, salary: `${row.salary_min.toLocaleString('en-US')} ${row.salary_currency}` };
      if (row.archived_at) archived.push(ref);
      else if (live.length < 400) live.push(ref);
      if (options.onProgress && (i + 1) % step === 0) options.onProgress(i + 1, total);
    }
    options.onProgress?.(total, total);

    const insertEvent = db.prepare(
      'INSERT INTO events (domain, title, starts_at, location, description, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const eventIds = DEMO_EVENTS.map((e) =>
      Number(insertEvent.run(DEMO_DOMAIN, e.title, at(e.inDays), e.location, e.description, at(-30)).lastInsertRowid),
    );

    const insertCandidate = db.prepare(
      `INSERT INTO candidates (domain, email, password_hash, first_name, last_name, location, avatar, has_resume,
         is_admin, is_bootstrapped, is_onboarded, created_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL, ?, 0, 1, 1, ?)`,
    );
    const ctx = { db, rng, domain: DEMO_DOMAIN, company: DEMO_COMPANY_NAME, now, live, archived, eventIds };
    DEMO_CANDIDATES.forEach((c, n) => {
      const id = Number(
        insertCandidate.run(DEMO_DOMAIN, c.email, hashes[n], c.first, c.last, c.location, n === 0 ? 1 : 0, at(-200)).lastInsertRowid,
      );
      seedActivity(ctx, { id, fullName: `${c.first} ${c.last}` }, c.plan);
    });
    seedDemoForms(db, now);
    seedTeamsAndProfiles(db, DEMO_DOMAIN);

    return { domain: DEMO_DOMAIN, positions: total, archived: archived.length, candidates: DEMO_CANDIDATES.length };
  })();
}
