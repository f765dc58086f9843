import type { CareersTheme } from './CareersTheme';
import { DEFAULT_SECTIONS } from './defaultThemeDocuments';
import type { ThemeSectionName } from './themeFields';

/**
 * Whether the theme sets a section to anything but its default values. Some parts looked different before the theme
 * builder than their section's defaults say (a pressed filter chip is light blue, the two-state default is filled):
 * they keep today's look until a company changes that section, so the default look stays the same pixel for pixel.
 */
export function sectionChanged(theme: Pick<CareersTheme, 'sections'>, name: ThemeSectionName): boolean {
  const mine: Record<string, unknown> = theme.sections[name];
  const base: Record<string, unknown> = DEFAULT_SECTIONS[name];
  return mine !== base && Object.keys(base).some((key) => mine[key] !== base[key]);
}
