import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/** The box of a form control (TextField's input, a select): touch-sized, its edge and focus ring in contrast. */
export const controlStyles = (theme: Theme) => {
  const { colors, radii, spacing } = themeOf(theme);
  return {
    font: 'inherit',
    // 44px: a comfortable touch target (WCAG 2.5.5), as the Button beside it.
    minHeight: 44,
    padding: `0 ${spacing.sm}px`,
    // WCAG 1.4.11: a field's edge must reach 3:1 against the page (colors.border is for dividers).
    border: `1px solid ${colors.controlBorder}`,
    borderRadius: radii.sm,
    maxWidth: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    '&[aria-invalid="true"]': { borderColor: colors.error },
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 1 },
  } as const;
};
