import type { Theme } from '@emotion/react';
import { twoStateStyles } from '@careers/shared/ui';
import { controlButton } from '../ui/styles';

// Styles of the eagerly loaded cart controls, as emotion css objects (the css prop needs nothing beyond
// @emotion/react, which the page already shares).

export const countBadge = (theme: Theme) =>
  ({
    minWidth: 22,
    height: 22,
    padding: '0 6px',
    borderRadius: theme.radii.pill,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontSize: theme.typography.size.xs,
    fontWeight: theme.typography.weight.bold,
    lineHeight: '22px',
    textAlign: 'center',
  }) as const;

/** Pressed ("in the cart") is filled, so the state shows without reading the label. */
export const addButton = (theme: Theme) =>
  ({
    ...controlButton(theme),
    '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
    '&[aria-pressed="true"]:hover': { background: theme.colors.primaryHover },
    ...twoStateStyles(theme),
  }) as const;
