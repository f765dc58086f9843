import type { MatchDetailsResponse, PositionDetailsResponse, PositionInsightsResponse, PositionOverridesResponse } from '@careers/shared/contracts';

/**
 * One position's details as the server answered them while it rendered the job page (issue 27, first paint), with
 * the overrides and insights it drew and a logged-in candidate's match (absent or null: not read, the browser asks
 * for them).
 */
export interface PrimedPositionDetails {
  domain: string;
  id: number;
  response: PositionDetailsResponse;
  overrides?: PositionOverridesResponse | null;
  insights?: PositionInsightsResponse | null;
  match?: MatchDetailsResponse | null;
}

/** The JSON block the server writes beside a job page it rendered (server/src/views/shellPage.ts). */
export const PRIMED_DETAILS_ID = 'careers-job-details';

// undefined: not read yet; null: none (or already handed to the SWR cache).
let primed: PrimedPositionDetails | null | undefined;

function readBlock(): PrimedPositionDetails | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PRIMED_DETAILS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrimedPositionDetails;
  } catch {
    return null;
  }
}

/** The server renderer sets the details it renders with (one synchronous render per request). */
export function primePositionDetails(value: PrimedPositionDetails | null): void {
  primed = value;
}

/**
 * The details the server rendered this page with, when they are of this position: the job view's first
 * render then draws what the server drew instead of a loading state, so the remote takes the page over
 * without a visible change.
 */
export function primedPositionDetails(domain: string, id: number | null): PositionDetailsResponse | undefined {
  if (primed === undefined) primed = readBlock();
  return primed && primed.domain === domain && primed.id === id ? primed.response : undefined;
}

/**
 * The overrides, insights and match the server drew this page with, when it is this position's: the job view's first
 * render draws them as the server did, and they are not asked for again (each answer was a render of its own after
 * the takeover, issue 27; the match and the insights below it moved the page 126-390 px, user trial s20).
 */
export function primedPositionExtras(domain: string, id: number | null): Pick<PrimedPositionDetails, 'overrides' | 'insights' | 'match'> {
  if (primed === undefined) primed = readBlock();
  return primed && primed.domain === domain && primed.id === id
    ? { overrides: primed.overrides ?? null, insights: primed.insights ?? null, match: primed.match ?? null }
    : { overrides: null, insights: null, match: null };
}

/** Once in the SWR cache the primed answer is not needed again (a later visit asks the server afresh). */
export function forgetPrimedPositionDetails(): void {
  primed = null;
}
