import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/**
 * The surface of a card or page section (a list's item, a settings section): a bordered, rounded box on the
 * theme's card colours and radius (its cards section) with the theme's padding. Layout inside it is the caller's.
 */
export const cardSurface = (theme: Theme) => {
  const { sections, spacing } = themeOf(theme);
  const { borderColour, radius, backgroundColour, textColour } = sections.cards;
  return { border: `1px solid ${borderColour}`, borderRadius: radius, background: backgroundColour, color: textColour, padding: spacing.md } as const;
};
