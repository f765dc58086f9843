import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';
import { CHAT_PANEL_WIDTH_PX } from './chatLayout';

/** Spec §9: fixed on the right (the left in a right-to-left language: the inline end) under the 60px navbar, 400px wide, z-index 499; full width at 992px and below. */
export const panel = (theme: Theme) =>
  ({
    position: 'fixed',
    // Under the navbar, whose height is the company's theme's.
    top: themeOf(theme).sections.navbar.height,
    insetInlineEnd: 0,
    bottom: 0,
    insetInlineStart: 0,
    zIndex: theme.zIndex.chatPanel,
    display: 'flex',
    flexDirection: 'column',
    background: theme.colors.background,
    color: theme.colors.text,
    fontFamily: theme.typography.fontFamily,
    borderInlineStart: `1px solid ${theme.colors.border}`,
    [theme.mq.chatPanelBeside]: {
      insetInlineStart: 'auto',
      width: CHAT_PANEL_WIDTH_PX,
      boxShadow: '-4px 0 16px rgba(16, 24, 40, 0.12)',
      // The shadow falls on the page beside the panel: on its right when a right-to-left page puts the panel on the left.
      '[dir="rtl"] &': { boxShadow: '4px 0 16px rgba(16, 24, 40, 0.12)' },
    },
    '&:focus': { outline: 'none' },
  }) as const;

export const log = (theme: Theme) =>
  ({
    flex: 1,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.md,
    padding: theme.spacing.md,
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: -3 },
  }) as const;

export const intro = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted }) as const;

export const bubble = (theme: Theme, mine: boolean) =>
  ({
    alignSelf: mine ? 'flex-end' : 'flex-start',
    maxWidth: '90%',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radii.lg,
    background: mine ? theme.colors.primary : theme.colors.surface,
    color: mine ? theme.colors.onPrimary : theme.colors.text,
    // Replies are plain text whose line breaks matter (lists of positions).
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    p: { margin: 0 },
  }) as const;

export const citations = (theme: Theme) =>
  ({
    marginTop: theme.spacing.sm,
    whiteSpace: 'normal',
    ul: { margin: 0, padding: 0, listStyle: 'none' },
    h3: { margin: `${theme.spacing.sm}px 0 ${theme.spacing.xs}px`, fontSize: theme.typography.size.sm },
    li: { marginTop: theme.spacing.xs },
    a: {
      color: theme.colors.link,
      fontWeight: theme.typography.weight.medium,
      '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    },
  }) as const;

export const muted = (theme: Theme) => ({ color: theme.colors.textMuted }) as const;

export const errorBox = (theme: Theme) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing.sm,
    margin: `0 ${theme.spacing.md}px ${theme.spacing.sm}px`,
    padding: theme.spacing.sm,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.error}`,
    color: theme.colors.error,
    p: { margin: 0, flex: '1 1 200px' },
  }) as const;

export const composer = (theme: Theme) =>
  ({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: theme.spacing.sm,
    padding: theme.spacing.md,
    borderTop: `1px solid ${theme.colors.border}`,
    label: { gridColumn: '1 / -1', fontWeight: theme.typography.weight.medium },
    textarea: {
      minHeight: 44,
      maxHeight: 160,
      padding: theme.spacing.sm,
      border: `1px solid ${theme.colors.controlBorder}`,
      borderRadius: theme.radii.md,
      font: 'inherit',
      resize: 'vertical',
      '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
    },
  }) as const;

export const hint = (theme: Theme) =>
  ({ gridColumn: '1 / -1', margin: 0, color: theme.colors.textMuted, fontSize: theme.typography.size.xs }) as const;
