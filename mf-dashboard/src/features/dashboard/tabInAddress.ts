import { currentHref, navigateWithin } from '@careers/shared/location';

// The v1 tab in the address (`?tab=events`), so links ('See events'), reloads and Back open it.
// Short names where the config's are long; the config's own name is accepted too.
const SLUG: Record<string, string> = { draft_applications: 'drafts', saved_positions: 'saved', inactive_applications: 'inactive' };

/** The `tab` value of a section named in `dashboardConfig.tabs`. */
export const slugOfTab = (name: string) => SLUG[name] ?? name;

/** The section of `tabs` the address names (by `?tab=`), or null. */
export function tabFromHref(href: string, tabs: readonly string[]): string | null {
  const wanted = new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '').get('tab');
  if (!wanted) return null;
  return tabs.find((name) => name === wanted || slugOfTab(name) === wanted) ?? null;
}

/**
 * Puts `name` in the address, keeping the other parameters. A click adds a history entry (Back returns
 * to the previous tab); arrow keys replace it, so walking along the tabs does not cost many Back presses.
 */
export function showTabInAddress(name: string, { replace }: { replace: boolean }): void {
  const [path = '', query = ''] = currentHref().split('?');
  const params = new URLSearchParams(query);
  params.set('tab', slugOfTab(name));
  navigateWithin(`${path}?${params.toString()}`, { replace });
}
