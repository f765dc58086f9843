import type { CareersTheme } from './CareersTheme';
import { DEFAULT_SECTIONS } from './defaultThemeDocuments';
import { theme as defaultTheme } from './theme';
import { THEME_FONTS, type ThemeDocument } from './themeFields';

/**
 * The emotion theme a published (or previewed) theme document draws: its sections, the other product's sections
 * from the defaults, and the shared tokens (colours, radii, font) every component already reads, taken from the
 * sections that name them. Layout, spacing and breakpoints are not the theme builder's.
 */
export function themeFromDocument(document: ThemeDocument): CareersTheme {
  const sections = { ...DEFAULT_SECTIONS, ...document.sections } as CareersTheme['sections'];
  const core = sections.core_properties;
  const [primary, secondary, disruptive] = [sections.primary_buttons, sections.secondary_buttons, sections.disruptive_buttons];
  return {
    ...defaultTheme,
    sections,
    colors: {
      ...defaultTheme.colors,
      background: core.backgroundColour,
      surface: core.surfaceColour,
      text: core.textColour,
      textMuted: core.mutedTextColour,
      border: core.borderColour,
      controlBorder: core.controlBorderColour,
      focusRing: core.focusRingColour,
      link: core.linkColour,
      error: core.errorColour,
      success: core.successColour,
      primary: primary.backgroundColour,
      primaryHover: primary.hoverBackgroundColour,
      onPrimary: primary.textColour,
      secondary: secondary.backgroundColour,
      secondaryHover: secondary.hoverBackgroundColour,
      onSecondary: secondary.textColour,
      disruptive: disruptive.backgroundColour,
      disruptiveHover: disruptive.hoverBackgroundColour,
      onDisruptive: disruptive.textColour,
    },
    radii: { ...defaultTheme.radii, sm: sections.border_radius.small, md: sections.border_radius.medium, lg: sections.border_radius.large },
    typography: {
      ...defaultTheme.typography,
      fontFamily: THEME_FONTS[core.fontFamily],
      size: { ...defaultTheme.typography.size, md: core.baseFontSize },
    },
  };
}
