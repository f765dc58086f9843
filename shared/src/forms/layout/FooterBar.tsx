import { forwardRef, type ReactNode } from 'react';
import { tokens } from '../fields/styles';

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
          // The bar's own buttons are never under it.
          '& button': { scrollMarginBottom: 0 },
        };
      }}
    >
      {children}
    </div>
  );
});
