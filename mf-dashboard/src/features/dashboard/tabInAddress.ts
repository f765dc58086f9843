import { slugOfTab } from '@careers/shared/boot';
import { currentHref, navigateWithin } from '@careers/shared/location';

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
