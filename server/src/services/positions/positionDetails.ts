import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import { activeApplicationStatus } from '../dashboard/applications';
import { toSearchPosition } from '../search/positionView';
import { isPositionClosed } from './isPositionClosed';
import { getPosition, type PositionRecord } from './positionLookup';
import { matchesQueriedLocation } from './queriedLocation';
import { hasApplied, isSaved } from './savedPositions';
import type { PositionDetailsResponse, Salary } from '@careers/shared/contracts/positions';

/** Stored salaries are yearly ranges; a range needs both ends and a currency. */
export function salaryOf(position: PositionRecord): Salary | null {
  const { salary_min: min, salary_max: max, salary_currency: currency } = position;
  if (min === null || max === null || !currency) return null;
  return { min, max, currency, unit: 'YEAR' };
}

export const jobUrl = (id: number) => `/careers/job/${id}`;

/**
 * A position's full details for the candidate (or visitor) asking, at `now` (ms). Closed positions
 * (archived or expired) are still shown, flagged closed and as a fallback (apply is disabled); a
 * position that is not in the location the candidate searched for is a fallback too, whose primary
 * location is shown instead.
 */
export async function positionDetails(
  db: Db,
  domain: string,
  candidate: Candidate | null,
  id: number,
  queriedLocation: string | undefined,
  now: number,
): Promise<PositionDetailsResponse> {
  const position = await getPosition(db, domain, id);
  const [saved, applied, applicationStatus] = await Promise.all([isSaved(db, candidate, id), hasApplied(db, candidate, id), activeApplicationStatus(db, candidate, id)]);
  const { snippet: _listOnly, distance_km: _searchOnly, ...listed } = toSearchPosition(position, [], null);
  const closed = isPositionClosed(position, now);
  const elsewhere = queriedLocation !== undefined && !matchesQueriedLocation(position, queriedLocation);
  return {
    data: {
      ...listed,
      description: position.description,
      valid_through: position.valid_through,
      salary: salaryOf(position),
      apply_url: `/careers/apply?pid=${position.id}`,
      job_url: jobUrl(position.id),
      positionUserActions: { isSaved: saved, isApplied: applied, applicationStatus },
    },
    metadata: { isFallback: closed || elsewhere, isClosed: closed },
  };
}
