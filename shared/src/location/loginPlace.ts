// Where a visitor was when an action made them log in (issue 14 #5): 'Save job' on a sorted search
// must end, after logging in or creating an account, on the same search, sort, selected job,
// scroll position and focused button, with the job saved. A log-in reloads the page and a sign-up
// goes through the server's sign-up page, so the place is kept in the tab's sessionStorage (the
// same tab comes back; other tabs and later visits never see it) and expires after half an hour,
// so a sign-up abandoned long ago never saves a job by surprise.

/** A page and what to restore on it. */
export interface LoginPlace {
  /** Path and query of the page to come back to, with the selection in it (e.g. '/careers/search?sort_by=date&pid=12'). */
  href: string;
  /** The window's vertical scroll offset. */
  scrollY: number;
  /** The position whose Save button had the keyboard. */
  positionId: number;
  /** True until the job is saved on the server (the pending action did not run yet, e.g. during a sign-up). */
  saveJob: boolean;
}

const STORAGE_KEY = 'careers.loginPlace';
/** How long a kept place stays good: time enough to create an account, short enough not to surprise. */
const LOGIN_PLACE_LIFETIME_MS = 30 * 60 * 1000;

/** The place of the current page for `positionId`, with `pid` set on the search page so the same job stays selected. */
export function placeOf(positionId: number, { select }: { select: boolean }): LoginPlace {
  const url = new URL(window.location.href);
  if (select) url.searchParams.set('pid', String(positionId));
  return { href: url.pathname + url.search, scrollY: Math.round(window.scrollY), positionId, saveJob: true };
}

/** Keeps `place` for the page that loads after the log-in or sign-up. */
export function keepLoginPlace(place: LoginPlace, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...place, at: now }));
  } catch {
    // Storage refused: the visitor lands on the page the address names, without the rest.
  }
}

/** The kept place, if one was kept in this tab within LOGIN_PLACE_LIFETIME_MS and it names a page of this site. */
export function keptLoginPlace(now = Date.now()): LoginPlace | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<LoginPlace & { at: number }>;
    const fresh = typeof kept.at === 'number' && now - kept.at >= 0 && now - kept.at < LOGIN_PLACE_LIFETIME_MS;
    // Anything on the origin can write storage: only a same-site careers path is used as an address.
    const valid =
      typeof kept.href === 'string' && /^\/careers(?=[/?]|$)/.test(kept.href) && !kept.href.startsWith('//') &&
      typeof kept.scrollY === 'number' && Number.isInteger(kept.positionId) && typeof kept.saveJob === 'boolean';
    if (!fresh || !valid) {
      forgetLoginPlace();
      return null;
    }
    return { href: kept.href as string, scrollY: Math.max(0, kept.scrollY as number), positionId: kept.positionId as number, saveJob: kept.saveJob as boolean };
  } catch {
    return null;
  }
}

/** Forgets the kept place (restored, or the visitor closed the login modal). */
export function forgetLoginPlace(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept then.
  }
}
