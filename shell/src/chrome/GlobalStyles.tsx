import { Global, useTheme } from '@emotion/react';

/**
 * Page-wide basics: the theme's font, size and colours (core and pcsx_core sections), no default margin, long words
 * wrapped, visible keyboard focus.
 */
export function GlobalStyles() {
  const theme = useTheme();
  const { pcsx_core: page } = theme.sections;
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.size.md,
          lineHeight: 1.5,
          color: theme.colors.text,
          background: page.pageBackgroundColour,
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
        // The pages' headings in the theme's heading colour; `:where` weighs nothing, so any component's own colour
        // (a heading on a coloured strip) still wins.
        'main :where(h1, h2, h3)': { color: page.headingColour },
        ':focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { '*': { animation: 'none !important', transition: 'none !important' } },
      }}
    />
  );
}
