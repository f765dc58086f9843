import type { ThemeDocument, ThemeSectionName, ThemeTokenPath } from './themeFields';
import { PRODUCT_SECTIONS } from './themeFields';

// WCAG 2.2 AA, checked as a theme is edited and again before it is published: text 4.5:1 (1.4.3), large text 3:1,
// and control borders and the focus ring 3:1 against what they sit on (1.4.11, 2.4.13's contrast part).

export type ContrastKind = 'text' | 'large' | 'border';

export const CONTRAST_MINIMUM: Record<ContrastKind, number> = { text: 4.5, large: 3, border: 3 };

/** One token drawn on another: its colour (`fg`), what it is drawn on (`bg`), and which minimum applies. */
export interface ContrastPair {
  fg: ThemeTokenPath;
  bg: ThemeTokenPath;
  kind: ContrastKind;
}

const text = (fg: ThemeTokenPath, bg: ThemeTokenPath): ContrastPair => ({ fg, bg, kind: 'text' });
const border = (fg: ThemeTokenPath, bg: ThemeTokenPath): ContrastPair => ({ fg, bg, kind: 'border' });
const buttonPairs = (s: ThemeSectionName): ContrastPair[] => [
  text(`${s}.textColour`, `${s}.backgroundColour`),
  text(`${s}.textColour`, `${s}.hoverBackgroundColour`),
  border(`${s}.borderColour`, 'core_properties.backgroundColour'),
];

/** Every pair the pages draw. A pair counts only when the product has both sections. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text('core_properties.textColour', 'core_properties.backgroundColour'),
  text('core_properties.textColour', 'core_properties.surfaceColour'),
  text('core_properties.mutedTextColour', 'core_properties.backgroundColour'),
  text('core_properties.mutedTextColour', 'core_properties.surfaceColour'),
  text('core_properties.linkColour', 'core_properties.backgroundColour'),
  text('core_properties.errorColour', 'core_properties.backgroundColour'),
  text('core_properties.successColour', 'core_properties.backgroundColour'),
  border('core_properties.controlBorderColour', 'core_properties.backgroundColour'),
  border('core_properties.focusRingColour', 'core_properties.backgroundColour'),
  text('navbar.textColour', 'navbar.backgroundColour'),
  border('core_properties.focusRingColour', 'navbar.backgroundColour'),
  text('banner_header.textColour', 'banner_header.backgroundColour'),
  ...buttonPairs('primary_buttons'),
  ...buttonPairs('secondary_buttons'),
  ...buttonPairs('default_buttons'),
  ...buttonPairs('disruptive_buttons'),
  ...buttonPairs('system_ui_buttons'),
  text('two_state_buttons.onTextColour', 'two_state_buttons.onBackgroundColour'),
  text('two_state_buttons.offTextColour', 'two_state_buttons.offBackgroundColour'),
  border('two_state_buttons.borderColour', 'core_properties.backgroundColour'),
  text('apply_button.textColour', 'apply_button.backgroundColour'),
  text('apply_button.textColour', 'apply_button.hoverBackgroundColour'),
  text('cards.textColour', 'cards.backgroundColour'),
  text('core_properties.mutedTextColour', 'cards.backgroundColour'),
  text('core_properties.linkColour', 'cards.backgroundColour'),
  text('info_bar.textColour', 'info_bar.backgroundColour'),
  text('tabs.textColour', 'tabs.backgroundColour'),
  text('tabs.activeTextColour', 'tabs.backgroundColour'),
  border('tabs.indicatorColour', 'tabs.backgroundColour'),
  text('talent_experience_core.textColour', 'talent_experience_core.backgroundColour'),
  text('talent_experience_core.accentColour', 'talent_experience_core.backgroundColour'),
  text('talent_experience_nav_button.textColour', 'talent_experience_nav_button.backgroundColour'),
  text('talent_experience_nav_button.textColour', 'talent_experience_nav_button.hoverBackgroundColour'),
  text('talent_experience_go_button.textColour', 'talent_experience_go_button.backgroundColour'),
  text('talent_experience_go_button.textColour', 'talent_experience_go_button.hoverBackgroundColour'),
  text('core_properties.textColour', 'pcsx_core.pageBackgroundColour'),
  { fg: 'pcsx_core.headingColour', bg: 'pcsx_core.pageBackgroundColour', kind: 'large' },
  text('pcsx_hero_image.textColour', 'pcsx_hero_image.overlayColour'),
  text('pcsx_profile_page.headerTextColour', 'pcsx_profile_page.headerBackgroundColour'),
  text('pcsx_profile_page.accentColour', 'core_properties.backgroundColour'),
];

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2's definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A pair as measured in one theme: the ratio (two decimals, rounded down so 4.499 never shows as 4.5) and its verdict. */
export interface ContrastFinding extends ContrastPair {
  ratio: number;
  minimum: number;
  passes: boolean;
}

function tokenOf(document: ThemeDocument, path: ThemeTokenPath): string | undefined {
  const [section, field] = path.split('.') as [ThemeSectionName, string];
  const value = (document.sections[section] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : undefined;
}

/** Measures every pair of the document's product. A pair with a token that is not a colour yet is left out. */
export function checkThemeContrast(document: ThemeDocument): ContrastFinding[] {
  const sections = new Set<string>(PRODUCT_SECTIONS[document.product]);
  const findings: ContrastFinding[] = [];
  for (const pair of CONTRAST_PAIRS) {
    if (!sections.has(pair.fg.split('.')[0]!) || !sections.has(pair.bg.split('.')[0]!)) continue;
    const fg = tokenOf(document, pair.fg);
    const bg = tokenOf(document, pair.bg);
    if (!fg || !bg) continue;
    const ratio = Math.floor(contrastRatio(fg, bg) * 100) / 100;
    const minimum = CONTRAST_MINIMUM[pair.kind];
    findings.push({ ...pair, ratio, minimum, passes: ratio >= minimum });
  }
  return findings;
}

/** The pairs that fail: a theme with any cannot be published without a recorded override. */
export const contrastFailures = (document: ThemeDocument) => checkThemeContrast(document).filter((finding) => !finding.passes);
