import type { Theme } from '@emotion/react';
import { cardSurface, controlStyles, pageColumn as sharedPageColumn, pageHeading } from '@careers/shared/ui';

// Styles of /careers/settings as emotion css objects.

/** The column these pages sit in, and their h1. */
export const pageColumn = sharedPageColumn(720);
export { pageHeading };

export const section = (theme: Theme) =>
  ({
    ...cardSurface(theme),
    marginBottom: theme.spacing.lg,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.md,
    minWidth: 0,
    '& h2': { fontSize: theme.typography.size.lg, margin: 0 },
    '& p': { margin: 0 },
  }) as const;

export const field = (theme: Theme) =>
  ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.xs,
    '& select': controlStyles(theme),
  }) as const;

export const checkRow = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing.sm,
    '& input': { width: 20, height: 20, margin: '2px 0 0', flex: 'none' },
  }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const fieldError = (theme: Theme) => ({ color: theme.colors.error, fontSize: theme.typography.size.sm, margin: 0 }) as const;

export const actions = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm }) as const;

export const notice = (theme: Theme) =>
  ({ background: theme.colors.surface, borderInlineStart: `4px solid ${theme.colors.warning}`, padding: theme.spacing.sm }) as const;

/** A section's form: its fields, message and actions stacked. */
export const formColumn = (theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md }) as const;
