import type { Theme } from '@emotion/react';
import { systemUiButtonColours } from './systemUiButtonColours';
import { themeOf } from '@careers/shared/theme';

/** The dimmed layer under a modal dialog, centring it. */
export const modalBackdropCss = (theme: Theme) => {
  const { colors, zIndex, spacing } = themeOf(theme);
  return {
    position: 'fixed',
    inset: 0,
    zIndex: zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: spacing.md,
    background: colors.overlay,
  } as const;
};

/** The dialog's box: at most `width` px wide (the full width on phones), scrolling inside when taller than the screen. */
export const modalDialogCss = (width: number) => (theme: Theme) => {
  const { colors, radii, spacing, typography, mq } = themeOf(theme);
  return {
    width: '100%',
    maxWidth: width,
    maxHeight: `calc(100vh - ${spacing.xl}px)`,
    overflowY: 'auto',
    background: colors.background,
    color: colors.text,
    borderRadius: radii.lg,
    padding: spacing.lg,
    fontFamily: typography.fontFamily,
    '&:focus': { outline: 'none' },
    [mq.phone]: { maxWidth: '100%', padding: spacing.md },
  } as const;
};

/** The dialog's × button: a 44 px target (WCAG 2.5.5) with a visible focus ring. */
export const modalCloseCss = (theme: Theme) => {
  const { colors, radii } = themeOf(theme);
  return {
    minWidth: 44,
    minHeight: 44,
    border: 0,
    borderRadius: radii.md,
    background: 'transparent',
    color: colors.text,
    fontSize: 24,
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover': { background: colors.surface },
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
    ...systemUiButtonColours(theme),
  } as const;
};
