import type { Theme } from '@emotion/react';
import { infoBarColours } from '@careers/shared/ui';
import { themeOfPage } from './themeOfPage';

export const toolbar = { display: 'flex', flexWrap: 'wrap' as const, gap: 8, alignItems: 'center', marginTop: 12 };

/** A link that looks like a secondary button (it opens a page; a button would not say so). */
export const linkButton = (theme: Theme) => {
  const { colors, radii } = themeOfPage(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 24px',
    borderRadius: radii.md,
    border: `1px solid ${colors.primary}`,
    color: colors.onSecondary,
    background: colors.secondary,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { background: colors.secondaryHover },
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 2 },
  };
};

export const panel = (theme: Theme) => {
  const { colors, radii } = themeOfPage(theme);
  return { border: `1px solid ${colors.border}`, borderRadius: radii.md, padding: 16, marginTop: 24, background: colors.background };
};

export const muted = (theme: Theme) => ({ color: themeOfPage(theme).colors.textMuted });

export const notice = (theme: Theme) => {
  const { colors, radii } = themeOfPage(theme);
  return { margin: '16px 0', padding: '12px 16px', borderRadius: radii.md, background: colors.surface, borderInlineStart: `4px solid ${colors.info}`, ...infoBarColours(theme) };
};

export const alertBox = (theme: Theme) => {
  const { colors, radii } = themeOfPage(theme);
  return { margin: '12px 0', padding: '12px 16px', borderRadius: radii.md, background: '#fdecea', color: colors.error, borderInlineStart: `4px solid ${colors.error}` };
};
