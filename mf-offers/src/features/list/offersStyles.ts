import type { Theme } from '@emotion/react';
import { mq } from '@careers/shared/theme';

// Styles of the offers pages as emotion css objects (the css prop needs nothing beyond @emotion/react).

/** The column the offers pages sit in. */
export const pageColumn = (theme: Theme) =>
  ({ maxWidth: 880, margin: '0 auto', padding: `${theme.spacing.md}px 0 ${theme.spacing.xxl}px`, [mq.phone]: { paddingTop: theme.spacing.sm } }) as const;

export const pageHeading = (theme: Theme) =>
  ({
    fontSize: 28,
    lineHeight: theme.typography.lineHeight.tight,
    margin: `${theme.spacing.lg}px 0 ${theme.spacing.md}px`,
    '&:focus': { outline: 'none' },
    [mq.phone]: { fontSize: theme.typography.size.xl, marginTop: theme.spacing.md },
  }) as const;

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
