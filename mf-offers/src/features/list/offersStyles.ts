import type { Theme } from '@emotion/react';
import { cardSurface, pageColumn as sharedPageColumn, pageHeading, tag as sharedTag, type TagTone } from '@careers/shared/ui';

// Styles of the offers pages as emotion css objects (the css prop needs nothing beyond @emotion/react).

/** The column these pages sit in, and their h1. */
export const pageColumn = sharedPageColumn(880);
export { pageHeading };

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const card = (theme: Theme) =>
  ({
    ...cardSurface(theme),
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
  }) as const;

/** A status tag (the shared one) kept on one line: offer statuses are one or two words. */
export const tag = (theme: Theme, tone: TagTone) => ({ ...sharedTag(theme, tone), alignSelf: 'auto', whiteSpace: 'nowrap' }) as const;
