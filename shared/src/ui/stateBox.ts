import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/** The box a loading, error or empty state fills in place of a view: centred, muted, roomy. */
export const stateBox = (theme: Theme) => {
  const { spacing, colors } = themeOf(theme);
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: spacing.md,
    padding: `${spacing.xl}px ${spacing.md}px`,
    color: colors.textMuted,
    textAlign: 'center',
  } as const;
};
