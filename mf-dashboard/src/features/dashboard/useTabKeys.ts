import { useRef, type KeyboardEvent } from 'react';
import { textDirection, useI18n } from '@careers/shared/i18n';
import { showTabInAddress } from './tabInAddress';
import { tabKeyTarget } from './tabKeyTarget';

/**
 * The dashboard tabs' keyboard (arrow keys, Home, End move and select; Space selects): the tab selected goes into
 * the address and the focus follows it. `refOf(name)` is each tab's ref, so the focus can be moved to it.
 */
export function useTabKeys(tabs: string[]) {
  const direction = textDirection(useI18n().locale);
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const refOf = (name: string) => (el: HTMLAnchorElement | null) => {
    refs.current[name] = el;
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // Space activates a tab as it does a button (a link alone would scroll the page).
    if (event.key === ' ') {
      event.preventDefault();
      showTabInAddress(tabs[index] as string, { replace: false });
      return;
    }
    const next = tabKeyTarget(event.key, index, tabs.length, direction);
    if (next === null) return;
    event.preventDefault();
    const name = tabs[next] as string;
    showTabInAddress(name, { replace: true });
    refs.current[name]?.focus();
  };
  return { refOf, onKeyDown };
}
