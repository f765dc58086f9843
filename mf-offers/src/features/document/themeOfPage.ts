import type { Theme } from '@emotion/react';
import { theme as defaultTheme, type CareersTheme } from '@careers/shared/theme';

/** The provided theme, or the default one outside a `CareersThemeProvider` (emotion then gives `{}`). */
export function themeOfPage(theme: Theme): CareersTheme {
  return 'colors' in theme ? theme : defaultTheme;
}
