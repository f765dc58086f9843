import type { Theme } from '@emotion/react';
import { useHydrated } from './useHydrated';

/**
 * A button the server drew that does nothing until the remote has taken the page over: dimmed with a busy
 * cursor, and on hover, focus or press it says why in a bubble above it (drawn by CSS alone, so it works before
 * any script; absolutely placed, so nothing moves when it goes). Apply it next to the button's own style.
 */
export const notReadyStyle = (theme: Theme) =>
  ({
    position: 'relative',
    '&[aria-disabled="true"]': { cursor: 'progress', borderStyle: 'dashed', color: theme.colors.textMuted },
    '&[aria-disabled="true"]:is(:hover, :focus, :active)::after': {
      content: 'attr(data-not-ready)',
      position: 'absolute',
      left: '50%',
      bottom: 'calc(100% + 6px)',
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
      padding: '4px 8px',
      borderRadius: theme.radii.md,
      background: theme.colors.text,
      color: theme.colors.background,
      fontSize: 14,
      fontWeight: 400,
      pointerEvents: 'none',
      zIndex: 1,
    },
  }) as const;

/**
 * The attributes of a button that cannot act yet (server-drawn, not hydrated): aria-disabled, so it stays
 * focusable and keeps the keyboard where the visitor put it, and `words` for `notReadyStyle` to show (from the
 * caller's catalogue). None once the remote runs.
 */
export function useNotReady(words: string): { 'aria-disabled'?: true; 'data-not-ready'?: string } {
  const hydrated = useHydrated();
  return hydrated ? {} : { 'aria-disabled': true, 'data-not-ready': words };
}
