import type { Theme } from '@emotion/react';
import { sectionChanged, themeOf } from '@careers/shared/theme';

/**
 * The interface's own small buttons (a dialog's or panel's ×) in the theme's system UI buttons section, for a company
 * that changed it; `{}` otherwise: they stay the bare, transparent buttons they were (see sectionChanged). Spread it
 * after the button's own styles.
 */
export function systemUiButtonColours(theme: Theme) {
  const current = themeOf(theme);
  if (!sectionChanged(current, 'system_ui_buttons')) return {};
  const { backgroundColour, textColour, hoverBackgroundColour, borderColour } = current.sections.system_ui_buttons;
  return { background: backgroundColour, color: textColour, border: `1px solid ${borderColour}`, '&:hover': { background: hoverBackgroundColour } } as const;
}
