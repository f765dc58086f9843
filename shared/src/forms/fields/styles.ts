import type { Theme } from '@emotion/react';
import { theme as defaultTheme, type CareersTheme } from '@careers/shared/theme';
import type { FieldStatus } from './WidgetProps';

/** The provided theme, or the default one when no theme provider is above. */
export function tokens(theme: Theme): CareersTheme {
  return 'colors' in theme ? theme : defaultTheme;
}

/** Highlighted answers (initial values being reviewed) get a tinted background. */
const HIGHLIGHT_BACKGROUND = '#fff8e1';

/** A text-like control (input, select, textarea) in a field status. */
export function controlStyles(theme: Theme, status: FieldStatus = 'none') {
  const { colors, radii, spacing, typography } = tokens(theme);
  return {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: 44,
    padding: `${spacing.sm}px ${spacing.md - 4}px`,
    border: `1px solid ${status === 'error' ? colors.error : colors.controlBorder}`,
    borderRadius: radii.sm,
    background: status === 'highlight' ? HIGHLIGHT_BACKGROUND : colors.background,
    color: colors.text,
    font: 'inherit',
    fontSize: typography.size.md,
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 1 },
    '&:disabled, &[readonly]': { background: colors.surface, color: colors.textMuted },
  } as const;
}

/** A small text button (Read more, Show fewer, remove). */
export function linkButtonStyles(theme: Theme) {
  const { colors, typography } = tokens(theme);
  return {
    border: 0,
    background: 'none',
    padding: 0,
    minHeight: 24,
    color: colors.primary,
    font: 'inherit',
    fontWeight: typography.weight.medium,
    textDecoration: 'underline',
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
  } as const;
}

/** A row of a choice (checkbox or radio with its label). */
export function choiceRowStyles(theme: Theme) {
  const { spacing } = tokens(theme);
  return {
    display: 'flex',
    alignItems: 'center',
    gap: spacing.sm,
    minHeight: 32,
    '& input': { width: 20, height: 20, margin: 0, flex: 'none' },
  } as const;
}

/** A fieldset with no frame of its own (the field shell draws the layout). */
export const bareFieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * The questions of a section or a list entry: two columns ('half' questions share a row), one on phones, so an
 * entry's questions line up with the section's around it.
 */
export function questionGridStyles(theme: Theme) {
  const { mq, spacing } = tokens(theme);
  return {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: spacing.md,
    [mq.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  } as const;
}
