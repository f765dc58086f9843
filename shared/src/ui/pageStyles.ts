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
