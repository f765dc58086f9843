import type { Theme } from '@emotion/react';
import { twoStateStyles } from '@careers/shared/ui';

/** A pill button of the search toolbar (Map); pressed while its view is open. */
export const toolbarButton = (theme: Theme) =>
  ({
    minHeight: 40,
    padding: '0 14px',
    border: `1px solid ${theme.colors.controlBorder}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    cursor: 'pointer',
    '&[aria-pressed="true"]': { background: theme.colors.secondaryHover, borderColor: theme.colors.primary },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    ...twoStateStyles(theme),
  }) as const;
