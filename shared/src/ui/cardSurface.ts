import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/**
 * The surface of a card or page section (a list's item, a settings section): a bordered, rounded box on the
 * page's background with the theme's padding. Layout inside it is the caller's.
 */
export const cardSurface = (theme: Theme) => {
  const { colors, radii, spacing } = themeOf(theme);
  return { border: `1px solid ${colors.border}`, borderRadius: radii.md, background: colors.background, padding: spacing.md } as const;
};
