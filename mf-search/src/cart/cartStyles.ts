import type { Theme } from '@emotion/react';

// Styles of the eagerly loaded cart controls, as emotion css objects (the css prop needs nothing beyond
// @emotion/react, which the page already shares).

const control = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    // The toggle's screen-reader words are position: absolute; without a positioned ancestor they sat where
    // the scrolled filter row's end would be and made the whole page scroll sideways on a phone.
    position: 'relative',
    gap: theme.spacing.sm,
    // 44px: a comfortable touch target (WCAG 2.5.5).
    minHeight: 44,
    padding: `0 ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.primary}`,
    background: theme.colors.secondary,
    color: theme.colors.onSecondary,
    font: 'inherit',
    fontWeight: theme.typography.weight.medium,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.secondaryHover },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const toggleButton = control;

export const countBadge = (theme: Theme) =>
  ({
    minWidth: 22,
    height: 22,
    padding: '0 6px',
    borderRadius: theme.radii.pill,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontSize: theme.typography.size.xs,
    fontWeight: theme.typography.weight.bold,
    lineHeight: '22px',
    textAlign: 'center',
  }) as const;

/** Pressed ("in the cart") is filled, so the state shows without reading the label. */
export const addButton = (theme: Theme) =>
  ({
    ...control(theme),
    '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
    '&[aria-pressed="true"]:hover': { background: theme.colors.primaryHover },
  }) as const;
