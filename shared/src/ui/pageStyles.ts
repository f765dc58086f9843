import type { Theme } from '@emotion/react';
import { mq } from '@careers/shared/theme';

// The page frame the remotes' pages share (emotion css objects), so a page of one remote sits like
// a page of another: its column and its h1.

/** The centred column of a page, at most `maxWidth` px wide. */
export const pageColumn = (maxWidth: number) => (theme: Theme) =>
  ({ maxWidth, margin: '0 auto', padding: `${theme.spacing.md}px 0 ${theme.spacing.xxl}px`, [mq.phone]: { paddingTop: theme.spacing.sm } }) as const;

/** A page's h1; focusable (tabIndex -1) headings take focus after a move between pages without a ring. */
export const pageHeading = (theme: Theme) =>
  ({
    fontSize: 28,
    lineHeight: theme.typography.lineHeight.tight,
    margin: `${theme.spacing.lg}px 0 ${theme.spacing.md}px`,
    '&:focus': { outline: 'none' },
    [mq.phone]: { fontSize: theme.typography.size.xl, marginTop: theme.spacing.md },
  }) as const;

/** The tones a status tag comes in (text and border on the background: AA contrast). */
export type TagTone = 'success' | 'info' | 'warning' | 'error' | 'muted';

/** A small rounded status label; `tone` picks the colour. */
export const tag = (theme: Theme, tone: TagTone) =>
  ({
    display: 'inline-block',
    padding: '2px 10px',
    borderRadius: theme.radii.pill,
    border: `1px solid ${tone === 'muted' ? theme.colors.controlBorder : theme.colors[tone]}`,
    color: tone === 'muted' ? theme.colors.textMuted : theme.colors[tone],
    background: theme.colors.background,
    fontSize: theme.typography.size.sm,
    fontWeight: theme.typography.weight.medium,
    alignSelf: 'flex-start',
  }) as const;
