import type { ThemeDocument, ThemeSectionName, ThemeSectionValues } from './themeFields';
import { PRODUCT_SECTIONS } from './themeFields';

// The look every company has until it publishes a theme: the tokens of tokens.ts as the builder's sections. A new
// draft starts from these, and a published theme of one product takes the other product's sections from them.

const button = (backgroundColour: string, textColour: string, hoverBackgroundColour: string, borderColour: string) => ({
  backgroundColour,
  textColour,
  hoverBackgroundColour,
  borderColour,
});

/** Every section's default values. */
export const DEFAULT_SECTIONS: { [S in ThemeSectionName]: ThemeSectionValues<S> } = {
  core_properties: {
    fontFamily: 'system',
    baseFontSize: 16,
    textColour: '#1d2330',
    mutedTextColour: '#545d6b',
    backgroundColour: '#ffffff',
    surfaceColour: '#f5f7fa',
    borderColour: '#d5dae1',
    controlBorderColour: '#767d89',
    focusRingColour: '#0b5cb5',
    linkColour: '#0b5cb5',
    errorColour: '#b3261e',
    successColour: '#1a7335',
  },
  navbar: { backgroundColour: '#f5f7fa', textColour: '#1d2330', layout: 'logo-start', logo: null, height: 60 },
  banner_header: { backgroundColour: '#e8f0fb', textColour: '#1d2330' },
  border_radius: { small: 4, medium: 8, large: 12 },
  primary_buttons: button('#0b5cb5', '#ffffff', '#094a93', '#0b5cb5'),
  secondary_buttons: button('#ffffff', '#0b5cb5', '#e8f0fb', '#0b5cb5'),
  default_buttons: button('#ffffff', '#1d2330', '#f5f7fa', '#767d89'),
  disruptive_buttons: button('#b3261e', '#ffffff', '#8f1e18', '#b3261e'),
  system_ui_buttons: button('#f5f7fa', '#1d2330', '#e8ecf1', '#767d89'),
  two_state_buttons: {
    onBackgroundColour: '#0b5cb5',
    onTextColour: '#ffffff',
    offBackgroundColour: '#ffffff',
    offTextColour: '#1d2330',
    borderColour: '#767d89',
  },
  apply_button: { backgroundColour: '#0b5cb5', textColour: '#ffffff', hoverBackgroundColour: '#094a93' },
  cards: { backgroundColour: '#ffffff', textColour: '#1d2330', borderColour: '#d5dae1', radius: 8 },
  info_bar: { backgroundColour: '#e8f0fb', textColour: '#1d2330' },
  tabs: { backgroundColour: '#ffffff', textColour: '#545d6b', activeTextColour: '#0b5cb5', indicatorColour: '#0b5cb5' },
  talent_experience_core: { fontFamily: 'system', backgroundColour: '#ffffff', textColour: '#1d2330', accentColour: '#0b5cb5' },
  talent_experience_nav_button: { backgroundColour: '#f5f7fa', textColour: '#1d2330', hoverBackgroundColour: '#e8ecf1' },
  talent_experience_go_button: { backgroundColour: '#0b5cb5', textColour: '#ffffff', hoverBackgroundColour: '#094a93' },
  pcsx_core: { pageBackgroundColour: '#ffffff', headingColour: '#1d2330', contentMaxWidth: 1440 },
  pcsx_hero_image: { image: null, overlayColour: '#1d2330', textColour: '#ffffff', height: 280 },
  pcsx_profile_page: { headerBackgroundColour: '#f5f7fa', headerTextColour: '#1d2330', accentColour: '#0b5cb5' },
};

/** A product's theme as it looks before the company changes anything: a new draft's start. */
export function defaultThemeDocument(product: ThemeDocument['product']): ThemeDocument {
  const sections = Object.fromEntries(PRODUCT_SECTIONS[product].map((name) => [name, { ...DEFAULT_SECTIONS[name] }]));
  return { product, sections };
}
