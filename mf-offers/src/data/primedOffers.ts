import { FIRST_ANSWERS_ID, type FirstAnswers } from '@careers/shared/boot';
import type { OffersResponse } from '@careers/shared/contracts';
import { OFFERS_PATH } from './offersApi';

// The offers answer as the server drew the offer page (or the list) with it (issue 27, first paint): the server
// renderer sets it for its one synchronous render; in the browser it is read from the page's first answers block
// (which takeFirstAnswer hands to the started call once). The first render then draws the offer the server drew,
// instead of a loading state, so the remote hydrates the server's markup node for node.

// undefined: not read yet; null: none (or forgotten once the remote unmounted).
let primed: FirstAnswers | null | undefined;

function readBlock(): FirstAnswers | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as FirstAnswers;
    return parsed && typeof parsed.answers === 'object' && parsed.answers !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** The server renderer sets the answers it renders with (one synchronous render per request); null after it. */
export function primeOffers(value: FirstAnswers | null): void {
  primed = value;
}

/** The offers answer the page was drawn with, while the address is still the page it was drawn for. */
export function primedOffers(domain: string, pathname: string): OffersResponse | undefined {
  if (primed === undefined) primed = readBlock();
  if (!primed || primed.domain !== domain || primed.pathname !== pathname) return undefined;
  return primed.answers[OFFERS_PATH] as OffersResponse | undefined;
}

/** At unmount: a later visit of an offers page (the remote mounted again) asks the server afresh. */
export function forgetPrimedOffers(): void {
  primed = null;
}
