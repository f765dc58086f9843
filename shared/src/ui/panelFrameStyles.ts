import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/** Title bar of a side panel (job cart, assistant): title left, close button right, a line under it. */
export const panelHeaderCss = (theme: Theme) => {
  const { colors, spacing, typography } = themeOf(theme);
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing.md,
    padding: `${spacing.sm}px ${spacing.md}px`,
    borderBottom: `1px solid ${colors.border}`,
    h2: { margin: 0, fontSize: typography.size.lg },
  } as const;
};
