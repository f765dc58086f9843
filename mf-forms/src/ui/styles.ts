import type { Theme } from '@emotion/react';
import { infoBarColours } from '@careers/shared/ui';

// Styles as emotion css objects: the css prop needs nothing beyond @emotion/react, which the shell has loaded.

/** The column every forms page sits in: forms read best at a measured width. */
export const pageColumn = (theme: Theme) => ({ maxWidth: 880, margin: '0 auto', padding: `${theme.spacing.md}px 0 ${theme.spacing.xxl}px` }) as const;

export const pageHeading = (theme: Theme) =>
  ({
    fontSize: 28,
    lineHeight: theme.typography.lineHeight.tight,
    margin: `${theme.spacing.lg}px 0 ${theme.spacing.md}px`,
    '&:focus': { outline: 'none' },
  }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const link = (theme: Theme) =>
  ({
    color: theme.colors.link,
    textDecoration: 'underline',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const card = (theme: Theme) =>
  ({
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    padding: theme.spacing.md,
  }) as const;

/** A notice above a form: information, success or a problem. */
export const notice = (theme: Theme, kind: 'info' | 'success' | 'error' = 'info') =>
  ({
    margin: `0 0 ${theme.spacing.md}px`,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    borderInlineStart: `4px solid ${theme.colors[kind]}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    ...(kind === 'info' && infoBarColours(theme)),
  }) as const;

export const statusTag = (theme: Theme, status: 'open' | 'in_progress' | 'completed') =>
  ({
    display: 'inline-block',
    padding: '2px 10px',
    borderRadius: theme.radii.pill,
    border: `1px solid ${{ open: theme.colors.warning, in_progress: theme.colors.info, completed: theme.colors.success }[status]}`,
    color: { open: theme.colors.warning, in_progress: theme.colors.info, completed: theme.colors.success }[status],
    background: theme.colors.background,
    fontSize: theme.typography.size.sm,
    fontWeight: theme.typography.weight.medium,
  }) as const;

export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const actionsRow = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm, alignItems: 'center' }) as const;
