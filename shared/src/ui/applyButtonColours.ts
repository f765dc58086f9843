import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/** The Apply button's colours (the theme's apply_button section), over any button-like link's own look. */
export function applyButtonColours(theme: Theme) {
  const { backgroundColour, textColour, hoverBackgroundColour } = themeOf(theme).sections.apply_button;
  return {
    background: backgroundColour,
    color: textColour,
    // Its border is its background: a filled button, as the primary one is.
    borderColor: backgroundColour,
    '&:hover': { background: hoverBackgroundColour },
  } as const;
}
