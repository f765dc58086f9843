import type { PublishedTheme } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';
import type { ThemeProduct } from './themeFields';
import { setThemeDocument } from './themeStore';

/**
 * Asks the careers site for a product's published theme (the widgets embedded elsewhere have no boot data to bring
 * it) and draws it. Any failure keeps the default look, silently: a theme is decoration, never a reason for an error.
 */
export async function loadPublishedTheme(transport: Transport, product: ThemeProduct, domain?: string): Promise<void> {
  try {
    const { theme } = await transport.get<PublishedTheme>('/api/pcsx/theme', { params: domain ? { product, domain } : { product } });
    if (theme?.product === product) setThemeDocument(theme);
  } catch {
    // The default look.
  }
}
