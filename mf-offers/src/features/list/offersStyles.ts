import type { Theme } from '@emotion/react';
import { pageColumn as sharedPageColumn, pageHeading } from '@careers/shared/ui';

// Styles of the offers pages as emotion css objects (the css prop needs nothing beyond @emotion/react).

/** The column these pages sit in, and their h1. */
export const pageColumn = sharedPageColumn(880);
export { pageHeading };

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const card = (theme: Theme) =>
  ({
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    padding: theme.spacing.md,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
  }) as const;

export const plainList = (theme: Theme) =>
  ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing.sm }) as const;

/** A small rounded label; `tone` picks the colour (text and border, on the background: AA contrast). */
export const tag = (theme: Theme, tone: 'success' | 'info' | 'warning' | 'error' | 'muted') =>
  ({
    display: 'inline-block',
    padding: '2px 10px',
    borderRadius: theme.radii.pill,
    border: `1px solid ${tone === 'muted' ? theme.colors.controlBorder : theme.colors[tone]}`,
    color: tone === 'muted' ? theme.colors.textMuted : theme.colors[tone],
    background: theme.colors.background,
    fontSize: theme.typography.size.sm,
    fontWeight: theme.typography.weight.medium,
    whiteSpace: 'nowrap',
  }) as const;
