import { DEFAULT_SECTIONS, defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import { PRODUCT_SECTIONS, type ThemeDocument, type ThemeSectionName, type ThemeSectionValues, type ThemeSections } from '@careers/shared/theme/themeFields';

/**
 * A whole theme document as the builder publishes it, with one section's tokens changed: the product is the one that
 * has the section (the careers site's when both do).
 * @example renderWithProviders(<Navbar … />, { boot: makeBootData({ theme: themedDocument('navbar', { backgroundColour: '#123456' }) }) })
 */
export function themedDocument<S extends ThemeSectionName>(section: S, values: Partial<ThemeSectionValues<S>>): ThemeDocument {
  const document = defaultThemeDocument(PRODUCT_SECTIONS.pcsx.includes(section) ? 'pcsx' : 'default');
  (document.sections as ThemeSections)[section] = { ...DEFAULT_SECTIONS[section], ...values } as ThemeSections[S];
  return document;
}
