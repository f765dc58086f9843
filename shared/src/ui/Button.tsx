import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { themeOf } from '@careers/shared/theme';

/** The spec's styles; `default` is a neutral button, `systemUi` the interface's own (close, icon buttons). */
export type ButtonVariant = 'primary' | 'secondary' | 'disruptive' | 'default' | 'systemUi';

// Each style's section of the theme: its background, text, hover and border colours.
const SECTION = {
  primary: 'primary_buttons',
  secondary: 'secondary_buttons',
  disruptive: 'disruptive_buttons',
  default: 'default_buttons',
  systemUi: 'system_ui_buttons',
} as const;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** The Button's look, for links that act as buttons (`<a css={(theme) => buttonStyles(theme, 'secondary')}>`). */
export function buttonStyles(theme: Theme, variant: ButtonVariant = 'primary') {
  const { colors, radii, typography, spacing, sections } = themeOf(theme);
  const palette = sections[SECTION[variant]];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: spacing.sm,
    // 44px: a comfortable touch target (WCAG 2.5.5).
    minHeight: 44,
    padding: `0 ${spacing.lg}px`,
    borderRadius: radii.md,
    border: `1px solid ${palette.borderColour}`,
    background: palette.backgroundColour,
    color: palette.textColour,
    font: 'inherit',
    fontWeight: typography.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { background: palette.hoverBackgroundColour },
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  } as const;
}

/** A button in one of the spec's styles; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={(theme) => buttonStyles(theme, variant)} {...rest} />;
}
