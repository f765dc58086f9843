import type { Theme } from '@emotion/react';
import { systemUiButtonColours, tabColours } from '@careers/shared/ui';

// The bell's styles as emotion css objects (not @emotion/styled): on a page that is not ours the
// widget downloads everything it uses, and the css prop needs nothing beyond @emotion/react.

export const bellButton = (theme: Theme) =>
  ({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: '50%',
    background: 'transparent',
    color: `var(--careers-bell-color, ${theme.colors.text})`,
    cursor: 'pointer',
    '&:hover': { background: 'rgba(127, 127, 127, 0.15)' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

export const badge = (theme: Theme) =>
  ({
    position: 'absolute',
    top: 2,
    insetInlineEnd: 0,
    minWidth: 18,
    height: 18,
    padding: '0 5px',
    borderRadius: 9,
    background: theme.colors.disruptive,
    color: theme.colors.onDisruptive,
    fontSize: 11,
    fontWeight: 700,
    lineHeight: '18px',
  }) as const;

const panelBase = (theme: Theme) =>
  ({
    display: 'flex',
    flexDirection: 'column',
    background: theme.colors.background,
    color: theme.colors.text,
    // The host (a navbar) may keep its own text on one line; notifications wrap.
    whiteSpace: 'normal',
    textAlign: 'start',
    '&:focus': { outline: 'none' },
  }) as const;

/**
 * Spec §9: 480px wide, at most 70vh or 600px high, under the bell on desktop, lined up with the bell's inline-end
 * edge: to the right in English, to the left in Arabic and Hebrew, where the navbar puts the bell on the left.
 */
export const dropdown = (theme: Theme) =>
  ({
    ...panelBase(theme),
    position: 'absolute',
    top: 'calc(100% + 8px)',
    insetInlineEnd: 0,
    width: theme.layout.notificationPanel.width,
    maxWidth: 'calc(100vw - 16px)',
    maxHeight: theme.layout.notificationPanel.maxHeight,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: 8,
    boxShadow: '0 8px 24px rgba(16, 24, 40, 0.18)',
    zIndex: theme.zIndex.dropdown,
    overflow: 'hidden',
  }) as const;

export const fullScreen = (theme: Theme) => ({ ...panelBase(theme), position: 'fixed', inset: 0, zIndex: theme.zIndex.modal }) as const;

export const panelHeader = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '12px 16px',
  h2: { margin: 0, fontSize: 18 },
} as const;

export const closeButton = (theme: Theme) =>
  ({ border: 0, background: 'none', fontSize: 24, lineHeight: 1, padding: '4px 8px', cursor: 'pointer', color: theme.colors.text, ...systemUiButtonColours(theme) }) as const;

export const panelBody = { overflowY: 'auto', flex: 1, ul: { listStyle: 'none', margin: 0, padding: 0 } } as const;

export const note = (theme: Theme) => ({ margin: 0, padding: '32px 16px', textAlign: 'center', color: theme.colors.textMuted }) as const;

export const tabList = (theme: Theme) =>
  ({ display: 'flex', gap: 4, padding: '0 16px', borderBottom: `1px solid ${theme.colors.border}` }) as const;

export const tab = (theme: Theme) =>
  ({
    padding: '10px 12px',
    border: 0,
    borderBottom: '3px solid',
    ...tabColours(theme, false, theme.colors.textMuted),
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    "&[aria-selected='true']": tabColours(theme, true),
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}` },
  }) as const;

export const item = (theme: Theme, unread: boolean) =>
  ({
    display: 'grid',
    gap: 2,
    width: '100%',
    padding: '12px 16px',
    border: 0,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: unread ? theme.colors.secondaryHover : theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surface },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: -3 },
  }) as const;

export const meta = (theme: Theme) => ({ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13, color: theme.colors.textMuted }) as const;

export const tag = (theme: Theme) =>
  ({ padding: '0 6px', borderRadius: 4, background: theme.colors.warning, color: theme.colors.onStatus, fontSize: 12, fontWeight: 600 }) as const;
