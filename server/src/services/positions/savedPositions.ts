import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';
import type { Candidate } from '../candidates';
import { POSITION_COLUMNS, toSearchPosition, type PositionRow, type SearchPosition } from '../search/positionView';
import { getPosition } from './positionLookup';

export const POSITION_ACTIONS = ['save', 'unsave'] as const;
/** Positions a candidate may keep saved; far above real use, a bound on what one account can store. */
export const MAX_SAVED_POSITIONS = 500;
export const tooManySaved = () =>
  new AppError(400, 'invalid_request', `You can save at most ${MAX_SAVED_POSITIONS} positions. Unsave some first.`);
export type PositionAction = (typeof POSITION_ACTIONS)[number];

export function isSaved(db: Db, candidate: Candidate | null, positionId: number): boolean {
  if (!candidate) return false;
  return sql(db, 'SELECT 1 FROM saved_positions WHERE domain = ? AND candidate_id = ? AND position_id = ?').get(
    candidate.domain, candidate.id, positionId,
  ) !== undefined;
}

/**
 * Whether the candidate has an active application for the position: the one rule for the position page's
 * isApplied and for refusing a second application (a closed, rejected one does not stop a new one).
 */
export function hasApplied(db: Db, candidate: Candidate | null, positionId: number): boolean {
  if (!candidate) return false;
  return sql(db, 'SELECT 1 FROM applications WHERE domain = ? AND candidate_id = ? AND position_id = ? AND is_active = 1').get(
    candidate.domain, candidate.id, positionId,
  ) !== undefined;
}

function savedCount(db: Db, candidate: Candidate): number {
  return sql(db, 'SELECT COUNT(*) FROM saved_positions WHERE domain = ? AND candidate_id = ?').pluck().get(candidate.domain, candidate.id) as number;
}

/**
 * Saves or unsaves one of the company's positions for the candidate; doing it twice changes nothing
 * more. Returns whether it is saved afterwards. Unknown position → 404.
 */
export function applyPositionAction(db: Db, candidate: Candidate, positionId: number, action: PositionAction): boolean {
  getPosition(db, candidate.domain, positionId);
  if (action === 'save') {
    if (!isSaved(db, candidate, positionId) && savedCount(db, candidate) >= MAX_SAVED_POSITIONS) throw tooManySaved();
    sql(db, 'INSERT OR IGNORE INTO saved_positions (domain, candidate_id, position_id, created_at) VALUES (?, ?, ?, ?)').run(
      candidate.domain, candidate.id, positionId, new Date().toISOString(),
    );
  } else {
    sql(db, 'DELETE FROM saved_positions WHERE domain = ? AND candidate_id = ? AND position_id = ?').run(candidate.domain, candidate.id, positionId);
  }
  return isSaved(db, candidate, positionId);
}

export type SavedPosition = SearchPosition & { saved_at: string };

/** Everything the candidate saved, closed positions included (they show archived_at), newest first. */
export function listSavedPositions(db: Db, candidate: Candidate): SavedPosition[] {
  const columns = POSITION_COLUMNS.split(', ').map((c) => `p.${c}`).join(', ');
  const rows = sql(
    db,
    `SELECT ${columns}, s.created_at AS saved_at FROM saved_positions s JOIN positions p ON p.id = s.position_id AND p.domain = s.domain
     WHERE s.domain = ? AND s.candidate_id = ? ORDER BY s.created_at DESC, s.rowid DESC`,
  ).all(candidate.domain, candidate.id) as Array<PositionRow & { saved_at: string }>;
  return rows.map((row) => ({ ...toSearchPosition(row, [], null), saved_at: row.saved_at }));
}
