import type { FirstAnswers } from './firstAnswersBlock';
import { readFirstAnswersBlock } from './readFirstAnswersBlock';

/** A remote's first answers as its page was drawn with them; see primedFirstAnswers. */
export interface PrimedFirstAnswers {
  /** The server renderer sets the answers it renders with (one synchronous render per request); null after it. */
  prime(value: FirstAnswers | null): void;
  /** The answer of GET `path` the page was drawn with, while the address is still the page it was drawn for. */
  answer(path: string, domain: string, pathname: string): unknown;
  /** The select lists the page was drawn with (FirstAnswers' optionLists), while the address is still that page. */
  optionLists(domain: string, pathname: string): Record<string, unknown> | undefined;
  /** Whether the page carries any first answers for `domain` and `pathname` (the server drew its first view with them). */
  has(domain: string, pathname: string): boolean;
  /** At unmount: a later visit (the remote mounted again) asks the server afresh. */
  forget(): void;
}

/**
 * The first answers a remote's first render draws from (issue 27, first paint): on the server the ones its
 * renderer primes for its one synchronous render; in the browser the page's block, read once (takeFirstAnswer
 * hands the same answers to the started calls, once). The remote's first render then draws what the server drew,
 * instead of a loading state, and hydrates its markup node for node. One store per remote (each calls this once),
 * so one remote forgetting at unmount leaves another's alone.
 * @example const offersAnswers = primedFirstAnswers(); offersAnswers.answer('/api/offer/offers', domain, pathname)
 */
export function primedFirstAnswers(): PrimedFirstAnswers {
  // undefined: not read yet; null: none (or forgotten once the remote unmounted).
  let primed: FirstAnswers | null | undefined;
  const current = (domain: string, pathname: string): FirstAnswers | null => {
    if (primed === undefined) primed = readFirstAnswersBlock();
    return primed && primed.domain === domain && primed.pathname === pathname ? primed : null;
  };
  return {
    prime: (value) => {
      primed = value;
    },
    answer: (path, domain, pathname) => current(domain, pathname)?.answers[path],
    optionLists: (domain, pathname) => current(domain, pathname)?.optionLists,
    has: (domain, pathname) => Object.keys(current(domain, pathname)?.answers ?? {}).length > 0,
    forget: () => {
      primed = null;
    },
  };
}
