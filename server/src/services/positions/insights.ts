import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import type { Domain } from '../domains';
import { searchVersion } from '../search/searchVersion';
import { wordsOf } from '../search/vocabulary';
import { listOf } from './matchDetails';
import { getPosition, type PositionRecord } from './positionLookup';

export interface InsightField {
  key: string;
  label: string;
  value: string;
}

export interface SimilarRole {
  id: number;
  name: string;
  location: string;
}

export interface PositionInsights {
  fields: InsightField[];
  similarRoles?: SimilarRole[];
}

const LABELS: Record<string, string> = {
  team_size: 'Open roles in this team',
  hiring_manager: 'Hiring manager',
  time_to_hire: 'Time to hire',
  similar_roles: 'Similar roles',
};

const MAX_SIMILAR = 5;
// Fewer decided applications than this in a department say little: the company's figure is used.
const MIN_DEPARTMENT_SAMPLES = 3;
// Level and filler words say nothing about what the job is.
const NOT_THE_JOB = new Set(['junior', 'senior', 'staff', 'lead', 'principal', 'director', 'head', 'intern', 'of', 'and', 'the', 'i', 'ii', 'iii', 'iv']);

/**
 * 'team_size': the company has no head counts, so this is what it does know, said as what it is: the
 * other open roles of the same department in the same city (this one not counted). The full-text
 * index narrows to positions in that city first (a few hundred even in a large company); a plain
 * COUNT would read every open position's index entry, as no index leads with department and city.
 */
function otherOpenRoles(db: Db, position: PositionRecord): string {
  const phrase = `location_name : "${position.city.replaceAll('"', '""')}"`;
  const others = sql(
    db,
    `SELECT COUNT(*) FROM positions_fts CROSS JOIN positions p ON p.id = positions_fts.rowid
     WHERE positions_fts MATCH ? AND p.domain = ? AND p.archived_at IS NULL AND p.department = ? AND p.city = ? AND p.id <> ?`,
  )
    .pluck()
    .get(phrase, position.domain, position.department, position.city, position.id) as number;
  const where = `in ${position.department} in ${position.city}`;
  if (others === 0) return `No other open roles ${where}`;
  return `${others} other open ${others === 1 ? 'role' : 'roles'} ${where}`;
}

function hiringManager(db: Db, position: PositionRecord): string | null {
  const name = sql(db, 'SELECT hiring_manager FROM departments WHERE domain = ? AND name = ?').pluck().get(position.domain, position.department);
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** Median days from application to decision, per department and for the whole company. */
export interface TimeToHire {
  /** Department → median days and how many decided applications it rests on. */
  departments: Map<string, { days: number; samples: number }>;
  /** The company's median, or null without any decided application. */
  company: number | null;
}

// The median of each group in SQL (julianday differences of decided applications, i.e. no longer
// active), so no row reaches JavaScript; the company's figure is the group with department NULL.
const TIME_TO_HIRE_SQL = `
  WITH decided AS (
    SELECT p.department, julianday(a.updated_at) - julianday(a.created_at) AS days
    FROM applications a JOIN positions p ON p.id = a.position_id
    WHERE a.domain = ? AND a.is_active = 0 AND julianday(a.updated_at) >= julianday(a.created_at)
  ),
  grouped AS (
    SELECT department, days FROM decided UNION ALL SELECT NULL, days FROM decided
  ),
  ranked AS (
    SELECT department, days,
      ROW_NUMBER() OVER (PARTITION BY department ORDER BY days) AS n,
      COUNT(*) OVER (PARTITION BY department) AS samples
    FROM grouped
  )
  SELECT department, AVG(days) AS days, MAX(samples) AS samples FROM ranked
  WHERE n IN ((samples + 1) / 2, (samples + 2) / 2) GROUP BY department`;

function applicationVersion(db: Db, domain: string): number {
  return (sql(db, 'SELECT version FROM application_version WHERE domain = ?').pluck().get(domain) as number | undefined) ?? 0;
}

// Per database and company: the figures and the data version (positions', applications') they were made from.
const timeToHireCache = new WeakMap<Db, Map<string, { version: string; value: TimeToHire }>>();

/**
 * The company's time-to-hire figures, computed once per version of its positions and applications
 * (both grow with every change, from any process) instead of on every position page.
 */
export function timeToHireOf(db: Db, domain: string): TimeToHire {
  const version = `${searchVersion(db, domain)}:${applicationVersion(db, domain)}`;
  let perDomain = timeToHireCache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    timeToHireCache.set(db, perDomain);
  }
  const cached = perDomain.get(domain);
  if (cached?.version === version) return cached.value;
  const rows = sql(db, TIME_TO_HIRE_SQL).all(domain) as Array<{ department: string | null; days: number; samples: number }>;
  const value: TimeToHire = { departments: new Map(), company: null };
  for (const row of rows) {
    if (row.department === null) value.company = row.days;
    else value.departments.set(row.department, { days: row.days, samples: row.samples });
  }
  perDomain.set(domain, { version, value });
  return value;
}

/** Median days from application to decision (applications no longer active), department first. */
function timeToHire(db: Db, position: PositionRecord): string | null {
  const figures = timeToHireOf(db, position.domain);
  const department = figures.departments.get(position.department);
  const days = department && department.samples >= MIN_DEPARTMENT_SAMPLES ? department.days : figures.company;
  if (days === null) return null;
  const rounded = Math.max(1, Math.round(days));
  return rounded === 1 ? 'About 1 day' : `About ${rounded} days`;
}

// The full-text index hands over at most this many positions sharing the title's words; they are
// then ordered by department and date. Ranking every match (tens of thousands for "engineer" in a
// large company) would cost far more than the details page can spend.
const SIMILAR_CANDIDATES = 100;

/**
 * Open roles like this one: titles with all of its words, then with any of them (same department
 * first, newest next), then the department's newest roles; one of each title.
 */
export function similarRoles(db: Db, position: PositionRecord, limit = MAX_SIMILAR): SimilarRole[] {
  const words = [...new Set(wordsOf(position.title))].filter((w) => !NOT_THE_JOB.has(w)).slice(0, 8);
  const found = new Map<string, SimilarRole>();
  const take = (rows: SimilarRole[]) => {
    for (const row of rows) if (found.size < limit && !found.has(row.name) && row.name !== position.title) found.set(row.name, row);
  };
  const exclude = () => JSON.stringify([position.id, ...[...found.values()].map((r) => r.id)]);
  for (const joiner of words.length > 1 ? [' AND ', ' OR '] : [' AND ']) {
    if (!words.length || found.size >= limit) break;
    const match = `title : (${words.map((w) => `"${w}"`).join(joiner)})`;
    take(
      sql(
        db,
        // CROSS JOIN: start from the few candidates, not from every open position of the company.
        `SELECT p.id, p.title AS name, p.location_name AS location
         FROM (SELECT rowid AS id FROM positions_fts WHERE positions_fts MATCH ? LIMIT ${SIMILAR_CANDIDATES}) f
         CROSS JOIN positions p ON p.id = f.id
         WHERE p.domain = ? AND p.archived_at IS NULL AND p.id NOT IN (SELECT value FROM json_each(?))
         ORDER BY p.department = ? DESC, p.posted_at DESC LIMIT ?`,
      ).all(match, position.domain, exclude(), position.department, limit * 4) as SimilarRole[],
    );
  }
  if (found.size < limit) {
    take(
      sql(
        db,
        `SELECT id, title AS name, location_name AS location FROM positions
         WHERE domain = ? AND archived_at IS NULL AND department = ? AND id NOT IN (SELECT value FROM json_each(?))
         ORDER BY posted_at DESC LIMIT ?`,
      ).all(position.domain, position.department, exclude(), limit * 4) as SimilarRole[],
    );
  }
  return [...found.values()];
}

/**
 * The insight fields the company shows on position pages (pcsxConfig.positionDetailsConfig.insights.fields),
 * each computed from its data. A field with nothing to go on is left out rather than made up.
 */
export function positionInsights(db: Db, domain: Domain, positionId: number): PositionInsights {
  const position = getPosition(db, domain.id, positionId);
  const keys = domain.settings.configs.pcsxConfig.positionDetailsConfig?.insights?.fields ?? [];
  const insights: PositionInsights = { fields: [] };
  for (const key of new Set(keys)) {
    let value: string | null = null;
    if (key === 'team_size') value = otherOpenRoles(db, position);
    else if (key === 'hiring_manager') value = hiringManager(db, position);
    else if (key === 'time_to_hire') value = timeToHire(db, position);
    else if (key === 'similar_roles') {
      insights.similarRoles = similarRoles(db, position);
      value = insights.similarRoles.length ? listOf(insights.similarRoles.slice(0, 3).map((r) => r.name)) : null;
    }
    if (value !== null) insights.fields.push({ key, label: LABELS[key] ?? key, value });
  }
  return insights;
}
