import type { Theme } from '@emotion/react';
import { theme as defaultTheme, type CareersTheme } from '@careers/shared/theme';

/** The provided theme, or the default one when no `CareersThemeProvider` is above (emotion then gives `{}`). */
export function themeOf(theme: Theme): CareersTheme {
  return 'colors' in theme ? theme : defaultTheme;
}
