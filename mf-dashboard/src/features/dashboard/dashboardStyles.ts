import type { Theme } from '@emotion/react';
import { cardSurface, pageColumn as sharedPageColumn, pageHeading, tag } from '@careers/shared/ui';

// Styles of the dashboard and list pages (emotion css objects). Everything wraps down to 320 px.

/** The column these pages sit in, and their h1. */
export const pageColumn = sharedPageColumn(1040);
export { pageHeading };

export const sectionHeading = (theme: Theme) =>
  ({ fontSize: theme.typography.size.lg, margin: `${theme.spacing.lg}px 0 ${theme.spacing.sm}px` }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm, margin: 0 }) as const;

export const card = (theme: Theme) =>
  ({
    ...cardSurface(theme),
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.sm,
    minWidth: 0,
    overflowWrap: 'anywhere',
  }) as const;

export const cardTitle = (theme: Theme) => ({ fontSize: theme.typography.size.md, fontWeight: theme.typography.weight.bold, margin: 0 }) as const;

export const actions = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.sm, alignItems: 'center' }) as const;

export { tag };

/** A link that looks like a button (44 px high: a finger's target). */
export const linkButton = (theme: Theme, variant: 'primary' | 'secondary' = 'primary') =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.primary}`,
    background: variant === 'primary' ? theme.colors.primary : theme.colors.secondary,
    color: variant === 'primary' ? theme.colors.onPrimary : theme.colors.onSecondary,
    fontWeight: theme.typography.weight.medium,
    textDecoration: 'none',
    '&:hover': { background: variant === 'primary' ? theme.colors.primaryHover : theme.colors.secondaryHover },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const textLink = (theme: Theme) =>
  ({ color: theme.colors.primary, '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 } }) as const;

export const toneOfStatus = (status: string): 'success' | 'info' | 'warning' | 'error' | 'muted' =>
  status === 'Rejected' || status === 'Declined' || status === 'Canceled'
    ? 'error'
    : status === 'Withdrawn' || status === 'Expired'
      ? 'muted'
      : status === 'Hired' || status === 'Accepted' || status === 'Offer'
        ? 'success'
        : 'info';
