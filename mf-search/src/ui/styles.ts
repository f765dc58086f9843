import type { Theme } from '@emotion/react';

// Styles as emotion css objects (as in mf-notifications): the css prop needs nothing beyond
// @emotion/react, which the shell has already loaded.

export const input = (theme: Theme) =>
  ({
    width: '100%',
    minHeight: 44,
    padding: '8px 12px',
    border: `1px solid ${theme.colors.controlBorder}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
  }) as const;

export const linkButton = (theme: Theme) =>
  ({
    border: 0,
    padding: '4px 0',
    minHeight: 32,
    background: 'none',
    color: theme.colors.link,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const tag = (theme: Theme) =>
  ({
    display: 'inline-block',
    padding: '2px 8px',
    borderRadius: theme.radii.pill,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    fontSize: theme.typography.size.sm,
  }) as const;

export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The page's own buttons beside the search (the side panels' toggles, Add to job cart): outlined, 44px high. */
export const controlButton = (theme: Theme) =>
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
