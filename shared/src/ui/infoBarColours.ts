import type { Theme } from '@emotion/react';
import { sectionChanged, themeOf } from '@careers/shared/theme';

/**
 * An information bar's colours (a notice above a form, a note on a job, an offer document's hint) from the theme's
 * info bar section, for a company that changed it; `{}` otherwise: they keep their grey surface (the section's
 * default light blue is not the look they had; see sectionChanged). Spread it after the bar's own styles.
 */
export function infoBarColours(theme: Theme) {
  const current = themeOf(theme);
  if (!sectionChanged(current, 'info_bar')) return {};
  const { backgroundColour, textColour } = current.sections.info_bar;
  return { background: backgroundColour, color: textColour } as const;
}
