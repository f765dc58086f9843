/** Design tokens from spec §9. Sizes are CSS pixels unless named otherwise. */

/** Lower edges: phone is below `tablet`; tablet 600–1023; desktop from 1024; large 1180; extra large 1600. */
export const breakpoints = { tablet: 600, desktop: 1024, largeDesktop: 1180, extraLarge: 1600 };

/** Horizontal padding of page content per screen class. */
export const gutters = { largeDesktop: 40, desktop: 24, tablet: 24, mobile: 16, accessibilityZoom: 8 };

export const layout = {
  notificationPanel: { width: 480, maxHeight: 'min(70vh, 600px)' },
  appShellMaxWidth: 1440,
  navbarHeight: 60,
  searchDropdownMaxHeight: { medium: 240, large: 320 },
  embeddedForm: { width: 800, height: 1132 },
  esignFrameMinHeight: 600,
  privacyTextMaxHeight: 300,
  toastWidth: 400,
  /** The chat side panel takes `sidePanelWidth` from the page on screens wider than `breakpoint`. */
  chat: { breakpoint: 992, sidePanelWidth: 400, zIndex: 499 },
};

/**
 * Every text colour reaches WCAG AA (4.5:1) on the background it is paired with, and control borders and
 * the focus ring reach 3:1 (theme.test.ts checks each pair).
 */
export const colors = {
  background: '#ffffff',
  surface: '#f5f7fa',
  text: '#1d2330',
  textMuted: '#545d6b',
  border: '#d5dae1',
  controlBorder: '#767d89',
  focusRing: '#0b5cb5',
  /** Links in text (the core section's link colour). */
  link: '#0b5cb5',
  primary: '#0b5cb5',
  primaryHover: '#094a93',
  onPrimary: '#ffffff',
  secondary: '#ffffff',
  secondaryHover: '#e8f0fb',
  onSecondary: '#0b5cb5',
  disruptive: '#b3261e',
  disruptiveHover: '#8f1e18',
  onDisruptive: '#ffffff',
  success: '#1a7335',
  info: '#0b5cb5',
  warning: '#8a5a00',
  error: '#b3261e',
  onStatus: '#ffffff',
  overlay: 'rgba(13, 17, 23, 0.5)',
};

export const typography = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  size: { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, xxl: 32 },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
};

export const radii = { sm: 4, md: 8, lg: 12, pill: 999 };

export const spacing = { xxs: 2, xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48 };

export const zIndex = { dropdown: 400, chatPanel: layout.chat.zIndex, modal: 1000, toast: 1100 };
