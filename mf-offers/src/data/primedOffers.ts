import { primedFirstAnswers } from '@careers/shared/boot';
import type { OffersResponse } from '@careers/shared/contracts';
import { OFFERS_PATH } from './offersApi';

// The offers answer as the server drew the offer page (or the list) with it (issue 27, first paint): its renderer
// primes it, the browser reads the page's block; the first render then draws the offer the server drew.
const primed = primedFirstAnswers();

/** The server renderer sets the answers it renders with (one synchronous render per request); null after it. */
export const primeOffers = primed.prime;

/** The offers answer the page was drawn with, while the address is still the page it was drawn for. */
export const primedOffers = (domain: string, pathname: string) => primed.answer(OFFERS_PATH, domain, pathname) as OffersResponse | undefined;

/** At unmount: a later visit of an offers page (the remote mounted again) asks the server afresh. */
export const forgetPrimedOffers = primed.forget;
