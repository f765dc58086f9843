import type { Theme } from '@emotion/react';
import { mq, sectionChanged } from '@careers/shared/theme';

export const pageColumn = (theme: Theme) =>
  ({ maxWidth: 880, margin: '0 auto', padding: `${theme.spacing.md}px 0 ${theme.spacing.xxl}px`, display: 'flex', flexDirection: 'column', gap: theme.spacing.md }) as const;

export const pageHeading = (theme: Theme) =>
  ({
    fontSize: 28,
    margin: `${theme.spacing.lg}px 0 0`,
    '&:focus': { outline: 'none' },
    [mq.phone]: { fontSize: theme.typography.size.xl, marginTop: theme.spacing.md },
    ...profileHeader(theme),
  }) as const;

// A company that styled the profile page's header (its theme's profile page section) sees the heading as a band in
// its colours; until then the heading stays as it was (the section's default band is not today's look).
const profileHeader = (theme: Theme) => {
  if (!sectionChanged(theme, 'pcsx_profile_page')) return {};
  const { headerBackgroundColour, headerTextColour } = theme.sections.pcsx_profile_page;
  return { background: headerBackgroundColour, color: headerTextColour, padding: `${theme.spacing.md}px`, borderRadius: theme.radii.md };
};

/** The profile's own accent (the completion bar): the theme's profile page accent once a company sets it. */
export const profileAccent = (theme: Theme) =>
  sectionChanged(theme, 'pcsx_profile_page') ? theme.sections.pcsx_profile_page.accentColour : theme.colors.success;

export const section = (theme: Theme) =>
  ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.spacing.md, background: theme.colors.background, minWidth: 0 }) as const;

export const sectionHeading = { fontSize: 20, margin: '0 0 12px' } as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' } as const;

export const field = { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: '1 1 180px' } as const;

export const fieldError = (theme: Theme) => ({ color: theme.colors.error, fontSize: theme.typography.size.sm, margin: 0 }) as const;

export const chip = (theme: Theme) =>
  ({ display: 'inline-flex', alignItems: 'center', gap: 4, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.pill, paddingBlock: 2, paddingInline: '10px 4px', background: theme.colors.surface }) as const;

export const iconButton = (theme: Theme) =>
  ({
    border: 'none', background: 'transparent', color: theme.colors.text, cursor: 'pointer', minWidth: 32, minHeight: 32, borderRadius: theme.radii.pill, font: 'inherit',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}` }, '&:hover': { background: theme.colors.secondaryHover },
  }) as const;

export const linkStyle = (theme: Theme) => ({ color: theme.colors.link }) as const;
