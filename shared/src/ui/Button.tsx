import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { themeOf } from '@careers/shared/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'disruptive';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** The Button's look, for links that act as buttons (`<a css={(theme) => buttonStyles(theme, 'secondary')}>`). */
export function buttonStyles(theme: Theme, variant: ButtonVariant = 'primary') {
  const { colors, radii, typography, spacing } = themeOf(theme);
  const palette = {
    primary: { background: colors.primary, hover: colors.primaryHover, color: colors.onPrimary, border: colors.primary },
    secondary: { background: colors.secondary, hover: colors.secondaryHover, color: colors.onSecondary, border: colors.primary },
    disruptive: { background: colors.disruptive, hover: colors.disruptiveHover, color: colors.onDisruptive, border: colors.disruptive },
  }[variant];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: spacing.sm,
    // 44px: a comfortable touch target (WCAG 2.5.5).
    minHeight: 44,
    padding: `0 ${spacing.lg}px`,
    borderRadius: radii.md,
    border: `1px solid ${palette.border}`,
    background: palette.background,
    color: palette.color,
    font: 'inherit',
    fontWeight: typography.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { background: palette.hover },
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  } as const;
}

/** A button in one of the spec's styles; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={(theme) => buttonStyles(theme, variant)} {...rest} />;
}
