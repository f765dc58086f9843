import type { Db } from '../db/database';
import { isPositionClosed } from '../services/positions/isPositionClosed';
import { findPosition } from '../services/positions/positionLookup';

/**
 * What the apply page (/careers/apply?pid=, /careers/apply/private?pid=) is about, for its status code:
 * 'closed' (410, as the job page of an archived one), 'unknown' (404: no position of this company by that
 * pid, or no pid at all) or 'open'. The page itself is the same shell page whatever this says; the browser
 * draws the form, or the closed or not-found text, from GET /api/pcsx/apply_form. With the position's title
 * (null when unknown): without scripts the server draws the closed page itself, headed by it.
 */
export async function applyPageStatus(
  db: Db,
  domain: string,
  query: Record<string, unknown>,
  now: number,
): Promise<{ status: 'open' | 'closed' | 'unknown'; name: string | null }> {
  // The pid mf-forms reads (routing/pageOf.ts positiveInt: the first one, up to 15 digits, above 0).
  const first: unknown = Array.isArray(query.pid) ? query.pid[0] : query.pid;
  const raw = typeof first === 'string' ? first : '';
  if (!/^\d{1,15}$/.test(raw) || Number(raw) === 0) return { status: 'unknown', name: null };
  const position = await findPosition(db, domain, Number(raw));
  if (!position) return { status: 'unknown', name: null };
  // The one closed rule (archived or past valid_through), the one applying is refused by.
  return { status: isPositionClosed(position, now) ? 'closed' : 'open', name: position.title };
}
