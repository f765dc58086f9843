import type { Db } from '../../db/database';
import type { ServerMessageKey } from '../../i18n/en';
import type { ServerI18n } from '../../i18n/serverI18n';
import type { Domain } from '../domains';
import { searchVersion } from '../search/searchVersion';
import { wordsOf } from '../search/vocabulary';
import { listOf } from './matchMessages';
import { getPosition, type PositionRecord } from './positionLookup';
import { insightsStoreOf, openAt } from './store/insightsStore';
import type { PositionInsights, SimilarRole } from '@careers/shared/contracts/positions';


// Each field's label, in the page's language (server/src/i18n); a key the server does not know is shown as its key.
const LABELS: Record<string, ServerMessageKey> = {
  team_size: 'server.insights.teamSize',
  hiring_manager: 'server.insights.hiringManager',
  time_to_hire: 'server.insights.timeToHire',
  similar_roles: 'server.insights.similarRoles',
};

const MAX_SIMILAR = 5;
// Fewer decided applications than this in a department say little: the company's figure is used.
const MIN_DEPARTMENT_SAMPLES = 3;
// Level and filler words say nothing about what the job is.
const NOT_THE_JOB = new Set(['junior', 'senior', 'staff', 'lead', 'principal', 'director', 'head', 'intern', 'of', 'and', 'the', 'i', 'ii', 'iii', 'iv']);

/**
 * 'team_size': the company has no head counts, so this is what it does know, said as what it is: the
 * other open roles of the same department in the same city (this one not counted), in the page's language.
 */
async function otherOpenRoles(db: Db, position: PositionRecord, now: number, i18n: ServerI18n): Promise<string> {
  const count = await insightsStoreOf(db).otherOpenRoles(position, new Date(now).toISOString());
  return i18n.t('server.insights.otherOpenRoles', { count, department: position.department, city: position.city });
}

async function hiringManager(db: Db, position: PositionRecord): Promise<string | null> {
  const row = await db
    .selectFrom('departments')
    .select('hiring_manager')
    .where('domain', '=', position.domain)
    .where('name', '=', position.department)
    .executeTakeFirst();
  const name = row?.hiring_manager;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** Median days from application to decision, per department and for the whole company. */
export interface TimeToHire {
  /** Department → median days and how many decided applications it rests on. */
  departments: Map<string, { days: number; samples: number }>;
  /** The company's median, or null without any decided application. */
  company: number | null;
}

async function applicationVersion(db: Db, domain: string): Promise<number> {
  const row = await db.selectFrom('application_version').select('version').where('domain', '=', domain).executeTakeFirst();
  return row?.version ?? 0;
}

// Per database and company: the figures and the data version (positions', applications') they were made from.
const timeToHireCache = new WeakMap<Db, Map<string, { version: string; value: TimeToHire }>>();

/**
 * The company's time-to-hire figures, computed once per version of its positions and applications
 * (both grow with every change, from any process or instance) instead of on every position page.
 * Only the figures are kept, never a sentence: each answer writes its own in its page's language (issue 30), so
 * one cached entry serves every language and the cache does not grow with them.
 */
export async function timeToHireOf(db: Db, domain: string): Promise<TimeToHire> {
  const [positions, applications] = await Promise.all([searchVersion(db, domain), applicationVersion(db, domain)]);
  const version = `${positions}:${applications}`;
  let perDomain = timeToHireCache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    timeToHireCache.set(db, perDomain);
  }
  const cached = perDomain.get(domain);
  if (cached?.version === version) return cached.value;
  const rows = await insightsStoreOf(db).timeToHire(domain);
  const value: TimeToHire = { departments: new Map(), company: null };
  for (const row of rows) {
    if (row.department === null) value.company = row.days;
    else value.departments.set(row.department, { days: row.days, samples: row.samples });
  }
  perDomain.set(domain, { version, value });
  return value;
}

/** Median days from application to decision (applications no longer active), department first. */
async function timeToHire(db: Db, position: PositionRecord, i18n: ServerI18n): Promise<string | null> {
  const figures = await timeToHireOf(db, position.domain);
  const department = figures.departments.get(position.department);
  const days = department && department.samples >= MIN_DEPARTMENT_SAMPLES ? department.days : figures.company;
  if (days === null) return null;
  return i18n.t('server.insights.aboutDays', { days: Math.max(1, Math.round(days)) });
}

// The full-text index hands over at most this many positions sharing the title's words; they are
// then ordered by department and date. Ranking every match (tens of thousands for "engineer" in a
// large company) would cost far more than the details page can spend.
const SIMILAR_CANDIDATES = 100;

/**
 * Roles like this one open at `now` (ms, the server's clock ctx.now; not archived, not past valid_through):
 * titles with all of its words, then with any of them (same department first, newest next), then the
 * department's newest roles; one of each title. Nothing here is cached: an expiry changes no row.
 */
export async function similarRoles(db: Db, position: PositionRecord, now: number, limit = MAX_SIMILAR): Promise<SimilarRole[]> {
  const at = new Date(now).toISOString();
  const words = [...new Set(wordsOf(position.title))].filter((w) => !NOT_THE_JOB.has(w)).slice(0, 8);
  const found = new Map<string, SimilarRole>();
  const take = (rows: SimilarRole[]) => {
    for (const row of rows) if (found.size < limit && !found.has(row.name) && row.name !== position.title) found.set(row.name, row);
  };
  const exclude = () => [position.id, ...[...found.values()].map((r) => r.id)];
  for (const every of words.length > 1 ? [true, false] : [true]) {
    if (!words.length || found.size >= limit) break;
    take(await insightsStoreOf(db).rolesWithTitleWords(position, words, every, exclude(), SIMILAR_CANDIDATES, limit * 4, at));
  }
  if (found.size < limit) {
    take(
      await db
        .selectFrom('positions')
        .select(['id', 'title as name', 'location_name as location'])
        .where('domain', '=', position.domain)
        .where(openAt(at))
        .where('department', '=', position.department)
        .where('id', 'not in', exclude())
        .orderBy('posted_at', 'desc')
        .limit(limit * 4)
        .execute(),
    );
  }
  return [...found.values()];
}

/**
 * The insight fields the company shows on position pages (pcsxConfig.positionDetailsConfig.insights.fields),
 * each computed from its data. A field with nothing to go on is left out rather than made up. `now`: ms, the
 * server's clock (ctx.now); roles past their valid_through are neither counted nor suggested. Labels and sentences
 * in the language of `i18n` (the page's: pageI18n in the route); names (departments, cities, roles) as written.
 */
export async function positionInsights(db: Db, domain: Domain, positionId: number, now: number, i18n: ServerI18n): Promise<PositionInsights> {
  const position = await getPosition(db, domain.id, positionId);
  const keys = domain.settings.configs.pcsxConfig.positionDetailsConfig?.insights?.fields ?? [];
  const insights: PositionInsights = { fields: [] };
  for (const key of new Set(keys)) {
    let value: string | null = null;
    if (key === 'team_size') value = await otherOpenRoles(db, position, now, i18n);
    else if (key === 'hiring_manager') value = await hiringManager(db, position);
    else if (key === 'time_to_hire') value = await timeToHire(db, position, i18n);
    else if (key === 'similar_roles') {
      insights.similarRoles = await similarRoles(db, position, now);
      value = insights.similarRoles.length ? listOf(insights.similarRoles.slice(0, 3).map((r) => r.name), i18n.locale) : null;
    }
    const label = LABELS[key];
    if (value !== null) insights.fields.push({ key, label: label ? i18n.t(label) : key, value });
  }
  return insights;
}
