import type { Theme } from '@emotion/react';
import { themeOf } from '@careers/shared/theme';

/**
 * The look and place of the 'Getting ready, one moment' words of a button that cannot act yet: a dark bubble over
 * the button, for a `::after` (the caller gives its `content`). Shared by notReadyStyle and the server-drawn
 * forms' own buttons (FormBody), so both fit their words the same way.
 */
export const notReadyBubble = (theme: Theme) => {
  const { colors } = themeOf(theme);
  return {
    position: 'absolute',
    // Anchored to the button's end and centred on its height: a narrow button (the header's 'Log in', about 70 px
    // on a phone) is too small for the words, so the bubble grows to at least their three short lines, towards
    // the button's start (the header's free middle) and a few pixels above and below (inside the 60 px bar). Cut
    // to the button, the words read "g ready, one m" at 1280 px (user trial, session 15).
    insetInlineEnd: 0,
    top: '50%',
    transform: 'translateY(-50%)',
    minWidth: '100%',
    minHeight: '100%',
    width: 'max-content',
    maxWidth: '7em',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    // The header sets nowrap on its row; the words must wrap to fit, balanced so no line holds one short word.
    whiteSpace: 'normal',
    textWrap: 'balance',
    padding: '2px 6px',
    borderRadius: 'inherit',
    background: colors.text,
    color: colors.background,
    fontSize: 13,
    lineHeight: 1.15,
    fontWeight: 400,
    pointerEvents: 'none',
    zIndex: 1,
  } as const;
};
