import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/** The combobox's parts (Combobox.tsx), as the search page drew them before they were shared. */
export const comboboxInput = (theme: Theme) => {
  const { colors, radii } = themeOf(theme);
  return {
    width: '100%',
    minHeight: 44,
    padding: '8px 12px',
    border: `1px solid ${colors.controlBorder}`,
    borderRadius: radii.md,
    background: colors.background,
    color: colors.text,
    font: 'inherit',
    '&:focus-visible': { outline: `3px solid ${colors.focusRing}`, outlineOffset: 1 },
  } as const;
};

export const comboboxLabel = { display: 'block', fontWeight: 500, marginBottom: 4 } as const;

export const comboboxPopup = (theme: Theme) => {
  const { colors, radii, zIndex } = themeOf(theme);
  return {
    position: 'absolute',
    zIndex: zIndex.dropdown,
    top: '100%',
    insetInline: 0,
    marginTop: 4,
    padding: 4,
    background: colors.background,
    border: `1px solid ${colors.border}`,
    borderRadius: radii.md,
    boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
  } as const;
};

export const comboboxStatus = (theme: Theme, isError: boolean) => {
  const { colors, typography } = themeOf(theme);
  return { margin: 0, padding: '6px 12px', fontSize: typography.size.sm, color: isError ? colors.error : colors.textMuted } as const;
};

export const comboboxList = (theme: Theme) => {
  const { layout, mq } = themeOf(theme);
  return {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflowY: 'auto',
    // Spec §9: 240 px on medium screens, 320 px on large ones.
    maxHeight: layout.searchDropdownMaxHeight.medium,
    [mq.largeDesktopUp]: { maxHeight: layout.searchDropdownMaxHeight.large },
  } as const;
};

export const comboboxOption = (theme: Theme) =>
  ({
    padding: '10px 12px',
    borderRadius: themeOf(theme).radii.sm,
    cursor: 'pointer',
    '&[aria-selected="true"], &:hover': { background: themeOf(theme).colors.secondaryHover },
  }) as const;

export const optionDetail = (theme: Theme) => ({ color: themeOf(theme).colors.textMuted, fontSize: themeOf(theme).typography.size.sm }) as const;
