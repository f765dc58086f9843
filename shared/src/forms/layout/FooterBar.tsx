import { forwardRef, type ReactNode } from 'react';
import { tokens } from '../fields/styles';

/**
 * The footer bar's height before it is measured, with room to spare: seen 77 px (the not-ready Submit) and 57-81 px
 * (the 'needs JavaScript' words) at 1280-320 px; Save draft and Submit wrapped onto two rows would be 129 px (a 1 px
 * edge, 16 px padding twice, two 44 px buttons and their 8 px gap). In rem, so it grows with the reader's text size.
 */
export const UNMEASURED_FOOTER_HEIGHT = '9rem';

/**
 * The form's action bar: sticky at the bottom of the form, so it always has the form's width (spec §2
 * "follows the form width") on every screen and in every layout.
 */
export const FooterBar = forwardRef<HTMLDivElement, { children: ReactNode }>(function FooterBar({ children }, ref) {
  return (
    <div
      ref={ref}
      css={(theme) => {
        const { colors, spacing } = tokens(theme);
        return {
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: spacing.sm,
          padding: `${spacing.md}px 0`,
          background: colors.background,
          borderTop: `1px solid ${colors.border}`,
          // The bar's own buttons are never under it: no scroll margin, and one that takes back the page's scroll
          // padding below (a sticky button inside that padding scrolled the page each time it was pressed or focused).
          '& button, & a': { scrollMarginBottom: `calc(-1 * var(--form-footer-height, ${UNMEASURED_FOOTER_HEIGHT}))` },
          // While the page has the bar, its scroller keeps the bar's height clear at the bottom: a text area taken by
          // the keyboard is scrolled by its caret's line, which no scroll margin of the fields moves but the
          // scroller's padding does (user trial, session 17: without scripts the cover letter's box sat under the
          // bar). The height as useFooterHeight measured it, else (before the scripts, or without) a bar's worth.
          'html:has(&)': { scrollPaddingBottom: `var(--form-footer-height, ${UNMEASURED_FOOTER_HEIGHT})` },
        };
      }}
    >
      {children}
    </div>
  );
});
