import { typography } from './tokens';

// The theme builder's sections (spec §2 "Form toolkit layouts": the theme builder's sections and products) and the
// tokens each holds. One table drives the JSON schema a theme is checked against (server and import), the builder's
// fields (their order and kind) and the contrast pairs (themeContrast.ts). A token's readable name is a message
// of the builder's catalogue (`themeBuilder.field.<section>.<field>`), not a text here.

/** The two theme products: the careers site, and the widgets companies embed in their intranets. */
export const THEME_PRODUCTS = ['pcsx', 'default'] as const;
export type ThemeProduct = (typeof THEME_PRODUCTS)[number];

/** Font stacks a theme may name. Only fonts already on the visitor's device: nothing downloads from a CDN. */
export const THEME_FONTS = {
  system: typography.fontFamily,
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  transitional: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif",
  oldStyle: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif",
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;

/** How a token is typed: a `#rrggbb` colour, a length in CSS pixels within bounds, a font stack, a choice, an image. */
export type ThemeFieldKind =
  | { kind: 'colour' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'font' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'image'; use: 'hero' | 'logo' };

const colour = { kind: 'colour' } as const;
const length = (min: number, max: number) => ({ kind: 'length', min, max }) as const;

/** A button's four colours, shared by every button section. */
const buttonFields = {
  backgroundColour: colour,
  textColour: colour,
  hoverBackgroundColour: colour,
  borderColour: colour,
} as const;

/** Every section and its tokens, in the order the builder shows them. */
export const THEME_SECTIONS = {
  core_properties: {
    fontFamily: { kind: 'font' },
    baseFontSize: length(14, 20),
    textColour: colour,
    mutedTextColour: colour,
    backgroundColour: colour,
    surfaceColour: colour,
    borderColour: colour,
    controlBorderColour: colour,
    focusRingColour: colour,
    linkColour: colour,
    errorColour: colour,
    successColour: colour,
  },
  navbar: {
    backgroundColour: colour,
    textColour: colour,
    layout: { kind: 'choice', values: ['logo-start', 'logo-centre'] },
    logo: { kind: 'image', use: 'logo' },
    height: length(48, 96),
  },
  banner_header: { backgroundColour: colour, textColour: colour },
  border_radius: { small: length(0, 16), medium: length(0, 24), large: length(0, 32) },
  primary_buttons: buttonFields,
  secondary_buttons: buttonFields,
  default_buttons: buttonFields,
  disruptive_buttons: buttonFields,
  system_ui_buttons: buttonFields,
  two_state_buttons: {
    onBackgroundColour: colour,
    onTextColour: colour,
    offBackgroundColour: colour,
    offTextColour: colour,
    borderColour: colour,
  },
  apply_button: { backgroundColour: colour, textColour: colour, hoverBackgroundColour: colour },
  cards: { backgroundColour: colour, textColour: colour, borderColour: colour, radius: length(0, 32) },
  info_bar: { backgroundColour: colour, textColour: colour },
  tabs: { backgroundColour: colour, textColour: colour, activeTextColour: colour, indicatorColour: colour },
  talent_experience_core: { fontFamily: { kind: 'font' }, backgroundColour: colour, textColour: colour, accentColour: colour },
  talent_experience_nav_button: { backgroundColour: colour, textColour: colour, hoverBackgroundColour: colour },
  talent_experience_go_button: { backgroundColour: colour, textColour: colour, hoverBackgroundColour: colour },
  pcsx_core: { pageBackgroundColour: colour, headingColour: colour, contentMaxWidth: length(960, 1600) },
  pcsx_hero_image: { image: { kind: 'image', use: 'hero' }, overlayColour: colour, textColour: colour, height: length(120, 480) },
  pcsx_profile_page: { headerBackgroundColour: colour, headerTextColour: colour, accentColour: colour },
} as const satisfies Record<string, Record<string, ThemeFieldKind>>;

export type ThemeSectionName = keyof typeof THEME_SECTIONS;

/** The sections shared by both products: the chrome-less parts every page and widget draws. */
const COMMON: readonly ThemeSectionName[] = [
  'core_properties',
  'border_radius',
  'primary_buttons',
  'secondary_buttons',
  'default_buttons',
  'disruptive_buttons',
  'system_ui_buttons',
  'two_state_buttons',
  'cards',
  'info_bar',
  'tabs',
];

/**
 * Which sections each product has. The careers site (`pcsx`) adds its chrome (navbar, banner, apply button, hero,
 * profile page); the widgets (`default`, drawn inside a company's intranet) add the talent-experience sections.
 */
export const PRODUCT_SECTIONS: Record<ThemeProduct, readonly ThemeSectionName[]> = {
  pcsx: ['core_properties', 'navbar', 'banner_header', ...COMMON.slice(1), 'apply_button', 'pcsx_core', 'pcsx_hero_image', 'pcsx_profile_page'],
  default: [...COMMON, 'talent_experience_core', 'talent_experience_nav_button', 'talent_experience_go_button'],
};

type FieldValue<F> = F extends { kind: 'length' } ? number : F extends { kind: 'font' } ? ThemeFont : F extends { kind: 'image' } ? string | null : string;

/** One section's values, typed from the table. */
export type ThemeSectionValues<S extends ThemeSectionName> = { -readonly [K in keyof (typeof THEME_SECTIONS)[S]]: FieldValue<(typeof THEME_SECTIONS)[S][K]> };

/** Every section's values (a product's document holds only its own sections; see PRODUCT_SECTIONS). */
export type ThemeSections = { [S in ThemeSectionName]?: ThemeSectionValues<S> };

/** A `section.field` address of one token, as contrast findings and error messages name it. */
export type ThemeTokenPath = `${ThemeSectionName}.${string}`;

/** A whole theme of one product: every section of the product, every token set (what is saved is what is drawn). */
export interface ThemeDocument {
  product: ThemeProduct;
  sections: ThemeSections;
}

/** Where an uploaded theme image (a token of kind 'image' holds its id) is served from. */
export const themeAssetUrl = (id: string) => `/api/pcsx/theme_assets/${id}`;
