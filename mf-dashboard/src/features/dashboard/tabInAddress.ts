import { slugOfTab } from '@careers/shared/boot';
import { currentHref, navigateWithin } from '@careers/shared/location';

/**
 * The address of tab `name` from the address `href` (path and query): the same page with `?tab=` set and the other
 * parameters kept. The tabs are links to it, so a press before the remote has taken the page over, or without
 * scripts, opens the tab by a page load (the route draws the tab the address names).
 * @example tabHref('/careers/dashboard?domain=a.test', 'saved_positions') // '/careers/dashboard?domain=a.test&tab=saved'
 */
function tabHref(href: string, name: string): string {
  const [path = '', query = ''] = href.split('#')[0]?.split('?') ?? [];
  const params = new URLSearchParams(query);
  params.set('tab', slugOfTab(name));
  return `${path}?${params.toString()}`;
}

/**
 * The link of tab `name`: its address, with the tab itself as the fragment. A press before the remote has taken the
 * page over, or without scripts, loads the page; the fragment brings the tabs into view and puts the keyboard's
 * starting point on the tab pressed, so Tab goes on from there, not from the top of the page (review finding,
 * session 13). The server never sees a fragment, and `currentHref` leaves it out, so the page it draws is the same.
 * @example tabLinkHref('/careers/dashboard', 'draft_applications') // '/careers/dashboard?tab=drafts#dashboard-tab-draft_applications'
 */
export function tabLinkHref(href: string, name: string): string {
  return `${tabHref(href, name)}#${tabIdOf(name)}`;
}

/** The id of tab `name`'s element. */
export const tabIdOf = (name: string): string => `dashboard-tab-${name}`;

/**
 * Puts `name` in the address, keeping the other parameters. A click adds a history entry (Back returns
 * to the previous tab); arrow keys replace it, so walking along the tabs does not cost many Back presses.
 */
export function showTabInAddress(name: string, { replace }: { replace: boolean }): void {
  navigateWithin(tabHref(currentHref(), name), { replace });
}
