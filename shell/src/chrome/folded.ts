/** The media query of the widths where the company's links fold into the Menu (see navbarMenuBreakpoint). */
export const folded = (below: number) => `@media (max-width: ${below - 0.02}px)`;

export interface FoldProps {
  foldBelow: number;
}
