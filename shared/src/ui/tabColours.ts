import type { Theme } from '@emotion/react';
import { sectionChanged, themeOf } from '@careers/shared/theme';

/**
 * A tab's colours from the theme's tabs section: background, text (the active tab's own) and the active indicator
 * (its bottom border). Until a company changes the section, a tab keeps the background and inactive text it had
 * before the theme builder (`inactiveToday`: the dashboard's and forms' tabs were in the body text colour).
 */
export function tabColours(theme: Theme, selected: boolean, inactiveToday?: string) {
  const current = themeOf(theme);
  const tabs = current.sections.tabs;
  const changed = sectionChanged(current, 'tabs');
  const inactive = changed ? tabs.textColour : (inactiveToday ?? tabs.textColour);
  return {
    background: changed ? tabs.backgroundColour : 'transparent',
    color: selected ? tabs.activeTextColour : inactive,
    borderBottomColor: selected ? tabs.indicatorColour : 'transparent',
  } as const;
}
