import type { CareersTheme } from './CareersTheme';
// By the package's name: this module is the embedded widgets' own, and the sections table behind these two is in the
// shared `@careers/shared/theme` already (a relative import would put a second copy in each widget, +2 KB gzip).
import { sectionChanged, THEME_FONTS } from '@careers/shared/theme';

/**
 * The theme the embedded widgets (the bell, the offers widget: the `default` product) draw: the talent-experience
 * sections laid over the shared tokens their components already read — the core's font, text, background and accent
 * (links), the go button as the primary button, the nav button as the secondary one. A section the company left at
 * its defaults changes nothing, so the careers site's theme (and the default look) reach the widgets unchanged.
 */
export function talentExperienceTheme(theme: CareersTheme): CareersTheme {
  const { talent_experience_core: core, talent_experience_go_button: go, talent_experience_nav_button: nav } = theme.sections;
  let colors = theme.colors;
  let { typography, sections } = theme;
  if (sectionChanged(theme, 'talent_experience_core')) {
    colors = { ...colors, background: core.backgroundColour, text: core.textColour, link: core.accentColour };
    typography = { ...typography, fontFamily: THEME_FONTS[core.fontFamily] };
  }
  if (sectionChanged(theme, 'talent_experience_go_button')) {
    colors = { ...colors, primary: go.backgroundColour, primaryHover: go.hoverBackgroundColour, onPrimary: go.textColour };
    sections = { ...sections, primary_buttons: { ...go, borderColour: go.backgroundColour } };
  }
  if (sectionChanged(theme, 'talent_experience_nav_button')) {
    colors = { ...colors, secondary: nav.backgroundColour, secondaryHover: nav.hoverBackgroundColour, onSecondary: nav.textColour };
    sections = { ...sections, secondary_buttons: { ...sections.secondary_buttons, ...nav } };
  }
  return colors === theme.colors ? theme : { ...theme, colors, typography, sections };
}
