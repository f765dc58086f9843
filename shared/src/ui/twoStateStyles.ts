import type { Theme } from '@emotion/react';
import { sectionChanged, themeOf } from '@careers/shared/theme';

/**
 * A toggle button's colours from the theme's two-state section, off and pressed (`aria-pressed="true"`), for a
 * company that changed that section; `{}` otherwise, so each toggle keeps the look it had (see sectionChanged).
 * Spread it after the button's own styles. A toggle that is no button (a filter chip's summary) names its state.
 */
export function twoStateStyles(theme: Theme, pressed?: boolean) {
  const current = themeOf(theme);
  if (!sectionChanged(current, 'two_state_buttons')) return {};
  const { onBackgroundColour, onTextColour, offBackgroundColour, offTextColour, borderColour } = current.sections.two_state_buttons;
  const on = { background: onBackgroundColour, color: onTextColour, borderColor: borderColour };
  const off = { background: offBackgroundColour, color: offTextColour, borderColor: borderColour };
  if (pressed !== undefined) return pressed ? on : off;
  return {
    ...off,
    '&[aria-pressed="true"], &[aria-pressed="true"]:hover': on,
  } as const;
}
