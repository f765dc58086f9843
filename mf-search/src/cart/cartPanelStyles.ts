import type { Theme } from '@emotion/react';

/** Same width as the chat side panel and toasts (spec §9: 400px); phones get the full width. */
const PANEL_WIDTH = 400;

export const backdrop = (theme: Theme) =>
  ({ position: 'fixed', inset: 0, zIndex: theme.zIndex.modal, background: theme.colors.overlay }) as const;

export const drawer = (theme: Theme) =>
  ({
    position: 'fixed',
    top: 0,
    insetInlineEnd: 0,
    bottom: 0,
    width: PANEL_WIDTH,
    maxWidth: '100vw',
    display: 'flex',
    flexDirection: 'column',
    background: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.typography.fontFamily,
    boxShadow: '-8px 0 24px rgba(16, 24, 40, 0.18)',
    // The shadow falls on the page beside the drawer, which a right-to-left page puts on the left.
    '[dir="rtl"] &': { boxShadow: '8px 0 24px rgba(16, 24, 40, 0.18)' },
    '&:focus': { outline: 'none' },
  }) as const;

export const body = { flex: 1, overflowY: 'auto' } as const;

export const item = (theme: Theme) =>
  ({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.spacing.md,
    padding: `${theme.spacing.md}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
  }) as const;

export const itemText = { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 } as const;

export const positionLink = (theme: Theme) =>
  ({
    color: theme.colors.link,
    fontWeight: theme.typography.weight.medium,
    overflowWrap: 'anywhere',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm }) as const;

export const invalidFlag = (theme: Theme) =>
  ({
    alignSelf: 'flex-start',
    padding: '2px 8px',
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.warning}`,
    color: theme.colors.warning,
    fontSize: theme.typography.size.xs,
    fontWeight: theme.typography.weight.bold,
  }) as const;

export const removeButton = (theme: Theme) =>
  ({
    flexShrink: 0,
    minHeight: 44,
    padding: `0 ${theme.spacing.md}px`,
    borderRadius: theme.radii.md,
    // A neutral button: the theme's default buttons section.
    border: `1px solid ${theme.sections.default_buttons.borderColour}`,
    background: theme.sections.default_buttons.backgroundColour,
    color: theme.sections.default_buttons.textColour,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { background: theme.sections.default_buttons.hoverBackgroundColour },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;
