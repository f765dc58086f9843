import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/** The next moment a calendar-day countdown can change after `now`: local midnight or the nearest deadline ahead. */
function nextBoundary(now: Date, deadlines: readonly number[]): number {
  // new Date(y, m, d + 1) is the next local midnight (or the first moment of the day where a zone skips 00:00).
  let next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  for (const deadline of deadlines) if (deadline > now.getTime() && deadline < next) next = deadline;
  return next;
}

/**
 * The browser's clock for countdowns in calendar days ('Expires in 1 day', 'Expires today'), redrawn when one can
 * change: at the next local midnight and at each deadline (user trial s18: a list left open overnight kept
 * 'Expires in 1 day' beside today's date, and past its deadline). One timer to the nearest of those, armed again
 * after each; none once unmounted. null on the server and in the render that hydrates (a page request carries no
 * clock). A tab coming back into view checks again, because a sleeping computer delays timers.
 * @example const now = useCountdownClock(offers.map((o) => o.expires_at)); // then daysUntil(o.expires_at, now)
 */
export function useCountdownClock(deadlines: readonly (string | null | undefined)[]): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  // A string key: a new array of the same deadlines (each refetch makes one) must not re-arm the timer.
  const key = deadlines.filter((d): d is string => !!d).join(' ');

  useEffect(() => {
    const times = key ? key.split(' ').map(Date.parse).filter((t) => !Number.isNaN(t)) : [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = now;
    // A boundary between the clock last drawn and this moment: draw again. Otherwise wait for the next one.
    const check = () => {
      clearTimeout(timer);
      const current = new Date();
      if (nextBoundary(shown, times) <= current.getTime()) {
        shown = current;
        setNow(current);
      }
      timer = setTimeout(check, nextBoundary(shown, times) - current.getTime());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // Armed again only when the deadlines change: `now` changes only through this effect's own setNow.
  }, [key]);

  return hydrated ? now : null;
}
