import { createContext, useContext } from 'react';

/** True inside the v1 dashboard's tab panel, which its tab already names. */
export const InTabPanel = createContext(false);

/**
 * The aria-labelledby of a dashboard section: its heading, which makes it a named region, except inside the v1 tab
 * panel. There the panel is named by its tab, so a region of the same name made a screen reader say it twice
 * ('Interviews tab panel, Interviews region', user trial s18); the heading still follows and says it once more.
 * @example <section aria-labelledby={useSectionLabel('interviews-list')}>
 */
export function useSectionLabel(headingId: string): string | undefined {
  return useContext(InTabPanel) ? undefined : headingId;
}
