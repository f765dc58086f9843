import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import type { CareersTheme } from './CareersTheme';
import { theme as defaultTheme } from './theme';
import { themeFromDocument } from './themeFromDocument';
import type { ThemeDocument } from './themeFields';
import { themeStore } from './themeStore';

/**
 * Provides the careers theme to emotion below it: the one named (a server render names the company's), else the
 * page's theme store (the published theme, or the builder's draft in a preview), else the default.
 */
export function CareersThemeProvider({ theme, children }: { theme?: CareersTheme; children?: ReactNode }) {
  const { document } = useSnapshot(themeStore);
  const fromStore = useMemo(() => (document ? themeFromDocument(document as ThemeDocument) : defaultTheme), [document]);
  return <ThemeProvider theme={theme ?? fromStore}>{children}</ThemeProvider>;
}
