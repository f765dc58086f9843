import type { Theme } from '@emotion/react';
import { notReadyBubble } from './notReadyBubble';
import { useHydrated } from './useHydrated';
import { themeOf } from '@careers/shared/theme';

/**
 * A button the server drew that does nothing until the remote has taken the page over: greyed (its own colours
 * gone, so a blue primary does not look ready) with a dashed edge and a busy cursor, and on hover, focus or press it
 * says why, over its own label (drawn by CSS alone, so it works before any script; absolutely placed, so nothing
 * moves when it goes). Over the button itself, not in a bubble above it: above, it covered the job page's
 * 'Posted …' line at 390 px, and the buttons of the row above when the row wraps (e2e/tests/jobPageTakeover.spec.ts
 * checks that it covers no words). Apply it next to the button's own style.
 * @example <Button css={[notReadyStyle, scriptOnly]} {...useNotReady(t('details.notReady'))}>Save job</Button>
 */
export const notReadyStyle = (theme: Theme) => {
  const { colors } = themeOf(theme);
  return {
    position: 'relative',
    // Keyed on both attributes: a button that is aria-disabled while its own call runs (no words) keeps its own look.
    // Muted text on the surface grey reaches 4.5:1 (theme.test.ts); muted text on the primary blue did not (1:1,
    // user trial, session 15). Hover named too: the button's own hover colour must not come back under the words.
    '&[aria-disabled="true"][data-not-ready], &[aria-disabled="true"][data-not-ready]:hover': {
      cursor: 'progress',
      borderStyle: 'dashed',
      borderColor: colors.controlBorder,
      background: colors.surface,
      color: colors.textMuted,
    },
    '&[aria-disabled="true"][data-not-ready]:is(:hover, :focus, :active)::after': { content: 'attr(data-not-ready)', ...notReadyBubble(theme) },
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
