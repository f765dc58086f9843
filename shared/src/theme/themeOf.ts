import type { Theme } from '@emotion/react';
import type { CareersTheme } from './CareersTheme';
import { theme as defaultTheme } from './theme';

/** The provided theme, or the default one when no `CareersThemeProvider` is above (emotion then gives `{}`). */
export function themeOf(theme: Theme): CareersTheme {
  return 'colors' in theme ? theme : defaultTheme;
}
