import { proxy } from 'valtio/vanilla';
import type { ThemeDocument } from './themeFields';

/**
 * The theme the page draws: the company's published one (from the boot data), or the theme builder's draft while a
 * preview frame shows it; null is the default look. One store in the shared `@careers/shared/theme` singleton, read
 * by every CareersThemeProvider, so a theme reaches the shell and every remote without rebuilding any of them.
 */
export const themeStore = proxy<{ document: ThemeDocument | null }>({ document: null });

/** Draws the page in `document` from the next render on (null: the default look). */
export function setThemeDocument(document: ThemeDocument | null): void {
  themeStore.document = document;
}
