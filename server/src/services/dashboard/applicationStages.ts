import type { ServerMessageKey } from '../../i18n/en';
import type { ServerI18n } from '../../i18n/serverI18n';

/**
 * The steps an application goes through (issue 13: a status timeline from applied to its final
 * outcome, rejection and withdrawal included, with the expected next step). The application row holds
 * the current status; `application_status_changes` holds one row per step reached.
 */

/** The way forward, in order. */
const PIPELINE = ['Applied', 'In review', 'Interviewing', 'Offer', 'Hired'] as const;

export const WITHDRAWN = { status: 'Withdrawn', stage: 'Withdrawn by candidate' } as const;
export const APPLIED = { status: 'Applied', stage: 'Application received' } as const;

const NEXT_STEP: Record<string, ServerMessageKey> = {
  Applied: 'server.dashboard.nextApplied',
  'In review': 'server.dashboard.nextInReview',
  Interviewing: 'server.dashboard.nextInterviewing',
  Offer: 'server.dashboard.nextOffer',
};

/**
 * What happens next after `status`, in `i18n`'s language; null for a final outcome (or a status the product does
 * not know).
 */
export function nextStepOf(status: string, isActive: boolean, i18n: ServerI18n): string | null {
  const key = isActive ? NEXT_STEP[status] : undefined;
  return key ? i18n.t(key) : null;
}

// The stages the product itself writes (an application sent, one withdrawn); any other is the company's pipeline's
// own name for it (its ATS), shown as the company wrote it.
const PRODUCT_STAGES: Record<string, ServerMessageKey> = {
  [APPLIED.stage]: 'server.dashboard.stageReceived',
  [WITHDRAWN.stage]: 'server.dashboard.stageWithdrawn',
};

/** A stage as the candidate reads it: the product's own in `i18n`'s language, a company's as it is. */
export function stageText(stage: string, i18n: ServerI18n): string {
  const key = PRODUCT_STAGES[stage];
  return key ? i18n.t(key) : stage;
}

const STAGE_OF: Record<string, string> = {
  Applied: APPLIED.stage,
  'In review': 'Recruiter screen',
  Interviewing: 'Interviews',
  Offer: 'Offer extended',
  Hired: 'Hired',
};

/**
 * The steps an application most likely went through to reach `status` (for demo data): the pipeline up
 * to it; a rejection after review, a withdrawal straight after applying. The last step is `status` itself.
 */
export function pathTo(status: string, stage: string): Array<{ status: string; stage: string }> {
  const index = (PIPELINE as readonly string[]).indexOf(status);
  const before =
    index >= 0 ? PIPELINE.slice(0, index) : status === 'Rejected' ? PIPELINE.slice(0, 2) : PIPELINE.slice(0, 1);
  return [...before.map((s) => ({ status: s, stage: STAGE_OF[s] ?? s })), { status, stage }];
}
