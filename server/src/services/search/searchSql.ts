import { FILTER_COLUMNS, type AppliedFilters } from './filters';
import type { LocationScope } from './location';

/**
 * The SQL engine of the search (bigger than most files, on purpose: every query the search runs is
 * composed here). Values always travel as parameters; lists as one JSON parameter read with
 * json_each, so the number of distinct statement texts stays small and each is prepared once.
 */
export interface SqlPlan {
  domain: string;
  /** FTS5 MATCH expression (query words and unknown place names), already escaped. */
  match: string | null;
  /** True when the match holds words of the query (bm25 then ranks by relevance). */
  hasText: boolean;
  location: LocationScope;
  filters: AppliedFilters;
}

export interface Query {
  text: string;
  params: unknown[];
}

// Weights of bm25 per FTS column: title, department, skills, location, description.
const BM25 = 'bm25(positions_fts, 10.0, 4.0, 6.0, 2.0, 1.0)';
const EARTH_DIAMETER_KM = 12742;
const KM_PER_DEGREE = 111.32;

/** Great-circle distance from the searched point, in km (haversine; SQLite's math functions). */
const DISTANCE = `(${EARTH_DIAMETER_KM} * asin(sqrt(pow(sin(radians(p.lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(p.lat)) * pow(sin(radians(p.lng - ?) / 2), 2))))`;
const distanceParams = (l: { lat: number; lng: number }) => [l.lat, l.lat, l.lng];

interface Parts {
  from: string;
  where: string[];
  params: unknown[];
}

// Two ways to combine full-text matches with the other conditions. Counting: the matching ids are
// collected once (IN subquery) and the positions are read from covering indexes. Ranking: bm25
// needs the match row, so the full-text index drives the join (CROSS JOIN fixes that order; the
// planner would otherwise re-run the full-text query for every position).
type TextJoin = 'in' | 'join';

/** FROM and WHERE of every search query; `except` leaves one filter out (for that filter's own counts). */
function parts(plan: SqlPlan, except?: string, text: TextJoin = 'in'): Parts {
  const where = ['p.domain = ?', 'p.archived_at IS NULL'];
  const params: unknown[] = [plan.domain];
  let from = 'positions p';
  if (plan.match && text === 'join') {
    from = 'positions_fts CROSS JOIN positions p ON p.id = positions_fts.rowid';
    where.unshift('positions_fts MATCH ?');
    params.unshift(plan.match);
  } else if (plan.match) {
    where.push('p.id IN (SELECT rowid FROM positions_fts WHERE positions_fts MATCH ?)');
    params.push(plan.match);
  }
  const loc = plan.location;
  if (loc.kind === 'remote') where.push('p.is_remote = 1');
  if (loc.kind === 'country') {
    where.push('p.country = ?');
    params.push(loc.country);
  }
  if (loc.kind === 'box') {
    where.push('p.lat BETWEEN ? AND ?', 'p.lng BETWEEN ? AND ?');
    params.push(loc.south, loc.north, loc.west, loc.east);
  }
  if (loc.kind === 'near') {
    // A bounding box first (index range on lat), then the exact distance for the rows inside it.
    const dLat = loc.km / KM_PER_DEGREE;
    where.push('p.lat BETWEEN ? AND ?');
    params.push(loc.lat - dLat, loc.lat + dLat);
    const cos = Math.cos((loc.lat * Math.PI) / 180);
    const dLng = cos > 0.01 ? loc.km / (KM_PER_DEGREE * cos) : 360;
    if (loc.lng - dLng >= -180 && loc.lng + dLng <= 180) {
      where.push('p.lng BETWEEN ? AND ?');
      params.push(loc.lng - dLng, loc.lng + dLng);
    }
    where.push(`${DISTANCE} <= ?`);
    params.push(...distanceParams(loc), loc.km);
  }
  for (const [key, values] of Object.entries(plan.filters)) {
    if (key === except) continue;
    const column = FILTER_COLUMNS[key];
    if (!column) continue;
    const list = JSON.stringify(column.flag ? values.map(Number) : values);
    where.push(
      column.skills
        ? 'p.id IN (SELECT position_id FROM position_skills WHERE domain = ? AND skill IN (SELECT value FROM json_each(?)))'
        : `${column.value} IN (SELECT value FROM json_each(?))`,
    );
    if (column.skills) params.push(plan.domain);
    params.push(list);
  }
  return { from, where, params };
}

export function countQuery(plan: SqlPlan): Query {
  const { from, where, params } = parts(plan);
  return { text: `SELECT COUNT(*) FROM ${from} WHERE ${where.join(' AND ')}`, params };
}

/** One page of ids (and distances), best first. */
export function pageQuery(plan: SqlPlan, sortBy: 'relevance' | 'newest', start: number, size: number): Query {
  const ranked = sortBy === 'relevance' && plan.hasText;
  const { from, where, params } = parts(plan, undefined, ranked ? 'join' : 'in');
  const near = plan.location.kind === 'near' ? plan.location : null;
  const select = near ? `p.id, ${DISTANCE} AS distance` : 'p.id, NULL AS distance';
  const selectParams = near ? distanceParams(near) : [];
  const order: string[] = [];
  if (ranked) order.push(BM25);
  if (sortBy === 'relevance' && near) order.push('distance');
  order.push('p.posted_at DESC', 'p.id DESC');
  return {
    text: `SELECT ${select} FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
    params: [...selectParams, ...params, size, start],
  };
}

/** Counts per option of one filter, with every other filter applied (so choices can be combined). */
export function optionsQuery(plan: SqlPlan, key: string, limit: number): Query | null {
  const column = FILTER_COLUMNS[key];
  if (!column) return null;
  const { from, where, params } = parts(plan, key);
  if (column.skills) {
    // One pass over the skills index (in skill order: GROUP BY needs no sort); positions only answer
    // "is this id in the results", from a covering index. Seeking each result's skills instead
    // is ten times slower for large result sets.
    return {
      text: `SELECT s.skill AS value, NULL AS label, COUNT(*) AS count FROM position_skills AS s INDEXED BY position_skills_skill
             WHERE s.domain = ? AND s.position_id IN (SELECT p.id FROM ${from} WHERE ${where.join(' AND ')})
             GROUP BY s.skill ORDER BY count DESC, value LIMIT ?`,
      params: [plan.domain, ...params, limit],
    };
  }
  const label = column.label ?? 'NULL';
  return {
    text: `SELECT ${column.value} AS value, ${label} AS label, COUNT(*) AS count FROM ${from}
           WHERE ${where.join(' AND ')} GROUP BY ${column.value} ORDER BY count DESC, value LIMIT ?`,
    params: [...params, limit],
  };
}

/** Map markers: positions grouped by place and remoteness, so the browser gets places, not positions. */
export function markersQuery(plan: SqlPlan, limit: number): Query {
  const { from, where, params } = parts(plan);
  return {
    text: `SELECT p.lat, p.lng, p.is_remote, MIN(p.location_name) AS location, COUNT(*) AS count FROM ${from}
           WHERE ${where.join(' AND ')} GROUP BY p.lat, p.lng, p.is_remote ORDER BY count DESC, location LIMIT ?`,
    params: [...params, limit],
  };
}
