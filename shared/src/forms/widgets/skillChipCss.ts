import { tokens } from '../fields/styles';

/** One skill's pill, shared by the suggested skills (a button) and the chosen ones (a list item). */
export const skillChipCss = (theme: Parameters<typeof tokens>[0]) => {
  const { colors, radii, spacing } = tokens(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: spacing.xs,
    padding: `${spacing.xs}px ${spacing.sm}px`,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.pill,
    background: colors.surface,
  } as const;
};
