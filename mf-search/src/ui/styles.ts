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
    color: theme.colors.primary,
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

/** Title bar of the side panels (job cart, assistant): title left, close button right. */
export const panelHeader = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    h2: { margin: 0, fontSize: theme.typography.size.lg },
  }) as const;
