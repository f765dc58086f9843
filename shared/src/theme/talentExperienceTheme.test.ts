import { DEFAULT_SECTIONS, defaultThemeDocument } from './defaultThemeDocuments';
import { sectionChanged } from './sectionChanged';
import { talentExperienceTheme } from './talentExperienceTheme';
import { theme as defaultTheme } from './theme';
import { THEME_FONTS, type ThemeDocument } from './themeFields';
import { themeFromDocument } from './themeFromDocument';

const widgets = (change: (document: ThemeDocument) => void) => {
  const document = defaultThemeDocument('default');
  change(document);
  return talentExperienceTheme(themeFromDocument(document));
};

test('a section is changed only when one of its values differs from the default', () => {
  expect(sectionChanged(defaultTheme, 'tabs')).toBe(false);
  expect(sectionChanged(themeFromDocument(defaultThemeDocument('pcsx')), 'tabs')).toBe(false);
  expect(sectionChanged({ sections: { ...DEFAULT_SECTIONS, tabs: { ...DEFAULT_SECTIONS.tabs, indicatorColour: '#000000' } } }, 'tabs')).toBe(true);
});

test('the default widget theme draws the shared tokens unchanged', () => {
  const theme = widgets(() => undefined);
  expect(theme.colors).toEqual(defaultTheme.colors);
  expect(theme.typography).toEqual(defaultTheme.typography);
});

test("the talent-experience core gives the widgets' font, text, background and link colour", () => {
  const theme = widgets((document) => {
    document.sections.talent_experience_core = { fontFamily: 'geometric', backgroundColour: '#101820', textColour: '#f2f2f2', accentColour: '#fee715' };
  });
  expect(theme.typography.fontFamily).toBe(THEME_FONTS.geometric);
  expect(theme.colors).toMatchObject({ background: '#101820', text: '#f2f2f2', link: '#fee715' });
});

test('the go button is the primary button, the nav button the secondary one', () => {
  const theme = widgets((document) => {
    document.sections.talent_experience_go_button = { backgroundColour: '#00704a', textColour: '#ffffff', hoverBackgroundColour: '#005a3c' };
    document.sections.talent_experience_nav_button = { backgroundColour: '#eeeeee', textColour: '#00704a', hoverBackgroundColour: '#dddddd' };
  });
  expect(theme.sections.primary_buttons).toEqual({ backgroundColour: '#00704a', textColour: '#ffffff', hoverBackgroundColour: '#005a3c', borderColour: '#00704a' });
  expect(theme.sections.secondary_buttons).toMatchObject({ backgroundColour: '#eeeeee', textColour: '#00704a', hoverBackgroundColour: '#dddddd' });
  expect(theme.colors).toMatchObject({ primary: '#00704a', onPrimary: '#ffffff', secondary: '#eeeeee' });
});
