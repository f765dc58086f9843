import type { PublishedTheme } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';
import type { ThemeProduct } from './themeFields';
// By the package's name: this module is the embedded widgets' own (not in the shared `@careers/shared/theme`), and the
// store it sets must be the one singleton every CareersThemeProvider reads.
import { setThemeDocument, themeStore } from '@careers/shared/theme';

/** How long a widget waits for its theme before drawing the default look (the theme still follows when it comes). */
const THEME_WAIT_MS = 1500;

/**
 * Asks the careers site for a product's published theme (the widgets embedded elsewhere have no boot data to bring
 * it) and draws it. Any failure keeps the default look, silently: a theme is decoration, never a reason for an error.
 * A theme the page already draws (a preview's draft) is kept. Resolves when the theme is drawn, or after THEME_WAIT_MS at most, so a slow answer never holds a widget back.
 */
export function loadPublishedTheme(transport: Transport, product: ThemeProduct, domain?: string): Promise<void> {
  const loaded = transport
    .get<PublishedTheme>('/api/pcsx/theme', { params: domain ? { product, domain } : { product } })
    .then(({ theme }) => {
      // A theme already drawn wins: the theme builder's draft, posted to a preview frame while this call was out.
      if (theme?.product === product && !themeStore.document) setThemeDocument(theme);
    })
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, THEME_WAIT_MS)));
  return Promise.race([loaded, waited]).finally(() => clearTimeout(timer));
}
