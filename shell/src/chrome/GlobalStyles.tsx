import { Global, useTheme } from '@emotion/react';

/** Page-wide basics: the theme's font and colours, no default margin, long words wrapped, visible keyboard focus. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.typography.fontFamily,
          fontSize: 16,
          lineHeight: 1.5,
          color: theme.colors.text,
          background: theme.colors.background,
          // A title from the company's ATS may hold a word longer than a phone is wide (a product code,
          // a German compound): it wraps instead of making the page scroll sideways.
          overflowWrap: 'break-word',
        },
        // Japanese and Chinese lines keep kinsoku: no line starts with a small kana (ュ), ー or closing punctuation
        // (。」), which the browser's default allows in short buttons ('メニ|ュー' at 320 px).
        ':lang(ja), :lang(zh)': { lineBreak: 'strict' },
        // Korean breaks lines between words (at its spaces), as Korean is typeset, not inside one ('지원|서'); a word
        // wider than the line still wraps (overflowWrap above).
        ':lang(ko)': { wordBreak: 'keep-all' },
        ':focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { '*': { animation: 'none !important', transition: 'none !important' } },
      }}
    />
  );
}
