import { primedFirstAnswers } from '@careers/shared/boot';
import type { ApplyForm, ApplyFormResponse } from '@careers/shared/contracts';

/** The apply page's one call, as the page's first answers name it (server/src/routes/firstAnswers.ts). */
const APPLY_FORM_PATH = '/api/pcsx/apply_form';

// The form answer the server drew the apply page with (issue 27, first paint): its renderer primes it, the browser
// reads the page's block; the first render then draws the form the server drew, and hydrates it.
const primed = primedFirstAnswers();

/** The server renderer sets the answers it renders with (one synchronous render per request); null after it. */
export const primeApplyForm = primed.prime;

/**
 * The form answer the page was drawn with, while the address is still that page and names the same position (the
 * block's pathname has no query: /careers/apply is every position's apply page).
 */
export function primedApplyForm(domain: string, pathname: string, pid: number | null): ApplyForm | undefined {
  const answer = primed.answer(APPLY_FORM_PATH, domain, pathname) as ApplyFormResponse | undefined;
  return pid !== null && answer?.data?.position?.id === pid ? answer.data : undefined;
}

/**
 * The select lists the apply page of position `pid` was drawn with (its form's option endpoints' answers, by address),
 * while the address is still that page; undefined otherwise (the selects ask for their lists).
 */
export function primedOptionLists(domain: string, pathname: string, pid: number): Record<string, unknown> | undefined {
  return primedApplyForm(domain, pathname, pid) ? primed.optionLists(domain, pathname) : undefined;
}

/** At unmount: a later visit of an apply page (the remote mounted again) asks the server afresh. */
export const forgetPrimedApplyForm = primed.forget;
