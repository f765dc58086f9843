import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import type { CareersTheme } from './CareersTheme';
import { theme as defaultTheme } from './theme';

/** Provides the careers theme (or a theme-builder variant of it) to emotion below it. */
export function CareersThemeProvider({ theme = defaultTheme, children }: { theme?: CareersTheme; children?: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
