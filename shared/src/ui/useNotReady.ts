import type { Theme } from '@emotion/react';
import { themeOf } from './themeOf';
import { useHydrated } from './useHydrated';

/**
 * A button the server drew that does nothing until the remote has taken the page over: dimmed with a busy
 * cursor, and on hover, focus or press it says why, over its own label (drawn by CSS alone, so it works before
 * any script; absolutely placed, so nothing moves when it goes). Over the button itself, not in a bubble above
 * it: above, it covered the job page's 'Posted …' line at 390 px, and the buttons of the row above when the row
 * wraps (e2e/tests/jobPageTakeover.spec.ts checks that it covers no words). Apply it next to the button's own style.
 * @example <Button css={[notReadyStyle, scriptOnly]} {...useNotReady(t('details.notReady'))}>Save job</Button>
 */
export const notReadyStyle = (theme: Theme) => {
  const { colors } = themeOf(theme);
  return {
    position: 'relative',
    // Keyed on both attributes: a button that is aria-disabled while its own call runs (no words) keeps its own look.
    '&[aria-disabled="true"][data-not-ready]': { cursor: 'progress', borderStyle: 'dashed', color: colors.textMuted },
    '&[aria-disabled="true"][data-not-ready]:is(:hover, :focus, :active)::after': {
      content: 'attr(data-not-ready)',
      position: 'absolute',
      inset: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      // Two short lines fit the narrowest of these buttons ('Saved'); the words never spill onto the page.
      padding: '2px 6px',
      overflow: 'hidden',
      borderRadius: 'inherit',
      background: colors.text,
      color: colors.background,
      fontSize: 13,
      lineHeight: 1.15,
      fontWeight: 400,
      pointerEvents: 'none',
      zIndex: 1,
    },
  } as const;
};

/**
 * The attributes of a button that cannot act yet (server-drawn, not hydrated): aria-disabled, so it stays
 * focusable and keeps the keyboard where the visitor put it, and `words` for `notReadyStyle` to show (from the
 * caller's catalogue: each remote has its own words). None once the remote runs. The words are the button's
 * description too: a screen reader reads a button's aria-label over any CSS text, so without it a listener heard
 * only 'dimmed' and a press did nothing (review finding, session 13).
 * @example const notReady = useNotReady(t('events.notReady')); <Button {...notReady} onClick={toggle}>Register</Button>
 */
export function useNotReady(words: string): { 'aria-disabled'?: true; 'aria-description'?: string; 'data-not-ready'?: string } {
  const hydrated = useHydrated();
  return hydrated ? {} : { 'aria-disabled': true, 'aria-description': words, 'data-not-ready': words };
}
