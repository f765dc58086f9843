import { breakpoints, layout } from './tokens';

// Upper bounds sit just below the next breakpoint so fractional widths (browser zoom) fall in exactly one class.
const below = (px: number) => `${px - 0.02}px`;

/** Media queries for the spec §9 screen classes. @example css({ [mq.phone]: { display: 'none' } }) */
export const mq = {
  phone: `@media (max-width: ${below(breakpoints.tablet)})`,
  tablet: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${below(breakpoints.desktop)})`,
  tabletUp: `@media (min-width: ${breakpoints.tablet}px)`,
  belowDesktop: `@media (max-width: ${below(breakpoints.desktop)})`,
  desktopUp: `@media (min-width: ${breakpoints.desktop}px)`,
  largeDesktopUp: `@media (min-width: ${breakpoints.largeDesktop}px)`,
  extraLargeUp: `@media (min-width: ${breakpoints.extraLarge}px)`,
  /** 1280px at 400 % zoom leaves 320 CSS px (WCAG 1.4.10 reflow). */
  accessibilityZoom: '@media (max-width: 320px)',
  /** Wide enough for the chat side panel to sit beside the page. */
  chatPanelBeside: `@media (min-width: ${layout.chat.breakpoint + 0.02}px)`,
};
