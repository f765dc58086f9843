import { DEFAULT_SECTIONS, defaultThemeDocument } from './defaultThemeDocuments';
import { checkThemeContrast, contrastFailures, contrastRatio } from './themeContrast';
import { PRODUCT_SECTIONS, THEME_SECTIONS, type ThemeDocument } from './themeFields';
import { themeFromDocument } from './themeFromDocument';
import { theme } from './theme';
import { colors } from './tokens';

const withToken = (document: ThemeDocument, section: string, field: string, value: unknown): ThemeDocument =>
  ({ ...document, sections: { ...document.sections, [section]: { ...(document.sections as Record<string, object>)[section], [field]: value } } }) as ThemeDocument;

describe('the theme builder sections', () => {
  it('names every section of the spec, each in at least one product', () => {
    expect(Object.keys(THEME_SECTIONS)).toEqual([
      'core_properties', 'navbar', 'banner_header', 'border_radius', 'primary_buttons', 'secondary_buttons', 'default_buttons',
      'disruptive_buttons', 'system_ui_buttons', 'two_state_buttons', 'apply_button', 'cards', 'info_bar', 'tabs',
      'talent_experience_core', 'talent_experience_nav_button', 'talent_experience_go_button', 'pcsx_core', 'pcsx_hero_image',
      'pcsx_profile_page',
    ]);
    const used = new Set([...PRODUCT_SECTIONS.pcsx, ...PRODUCT_SECTIONS.default]);
    expect([...Object.keys(THEME_SECTIONS)].filter((name) => !used.has(name as never))).toEqual([]);
  });

  it.each(['pcsx', 'default'] as const)('gives %s a default document with every pair passing', (product) => {
    const document = defaultThemeDocument(product);
    expect(Object.keys(document.sections)).toEqual(PRODUCT_SECTIONS[product]);
    expect(contrastFailures(document)).toEqual([]);
    expect(checkThemeContrast(document).length).toBeGreaterThan(20);
  });
});

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('finds a low-contrast primary button, with its ratio, and only that pair', () => {
    const failures = contrastFailures(withToken(defaultThemeDocument('pcsx'), 'primary_buttons', 'backgroundColour', '#8ab4f8'));
    expect(failures).toEqual([
      { fg: 'primary_buttons.textColour', bg: 'primary_buttons.backgroundColour', kind: 'text', ratio: 2.1, minimum: 4.5, passes: false },
    ]);
  });

  it('holds a border to 3:1, not 4.5:1', () => {
    const findings = checkThemeContrast(withToken(defaultThemeDocument('pcsx'), 'core_properties', 'controlBorderColour', '#949494'));
    expect(findings.find((f) => f.fg === 'core_properties.controlBorderColour')).toMatchObject({ kind: 'border', minimum: 3, passes: true });
  });
});

describe('themeFromDocument', () => {
  it('draws the default document as the default theme', () => {
    expect(themeFromDocument(defaultThemeDocument('pcsx'))).toEqual(theme);
    expect(themeFromDocument(defaultThemeDocument('default'))).toEqual(theme);
    expect(theme.colors.link).toBe(colors.link);
  });

  it('carries a section token to the shared tokens components read', () => {
    let document = withToken(defaultThemeDocument('pcsx'), 'primary_buttons', 'backgroundColour', '#6a1b9a');
    document = withToken(document, 'border_radius', 'medium', 0);
    document = withToken(document, 'core_properties', 'fontFamily', 'transitional');
    const drawn = themeFromDocument(document);
    expect(drawn.colors.primary).toBe('#6a1b9a');
    expect(drawn.radii.md).toBe(0);
    expect(drawn.typography.fontFamily).toMatch(/^Charter/);
    expect(drawn.sections.primary_buttons.backgroundColour).toBe('#6a1b9a');
    expect(drawn.sections.talent_experience_core).toEqual(DEFAULT_SECTIONS.talent_experience_core);
  });
});
