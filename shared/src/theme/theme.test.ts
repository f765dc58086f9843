import { mq } from './mq';
import { theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const c = theme.colors;

// WCAG AA: 4.5:1 for text, 3:1 for control boundaries and focus indicators.
it.each([
  ['text on background', c.text, c.background, 4.5],
  ['text on surface', c.text, c.surface, 4.5],
  ['muted text on background', c.textMuted, c.background, 4.5],
  ['muted text on surface', c.textMuted, c.surface, 4.5],
  ['primary button', c.onPrimary, c.primary, 4.5],
  ['primary button hovered', c.onPrimary, c.primaryHover, 4.5],
  ['secondary button', c.onSecondary, c.secondary, 4.5],
  ['secondary button hovered', c.onSecondary, c.secondaryHover, 4.5],
  ['disruptive button', c.onDisruptive, c.disruptive, 4.5],
  ['disruptive button hovered', c.onDisruptive, c.disruptiveHover, 4.5],
  ['link on background', c.primary, c.background, 4.5],
  ['default toast', c.onStatus, c.text, 4.5],
  ['success toast', c.onStatus, c.success, 4.5],
  ['info toast', c.onStatus, c.info, 4.5],
  ['warning toast', c.onStatus, c.warning, 4.5],
  ['error toast', c.onStatus, c.error, 4.5],
  ['error text on background', c.error, c.background, 4.5],
  ['control border', c.controlBorder, c.background, 3],
  ['focus ring', c.focusRing, c.background, 3],
])('%s reaches %s:1', (_name, fg, bg, minimum) => {
  expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
});

it('uses the spec §9 breakpoints', () => {
  expect(mq.phone).toBe('@media (max-width: 599.98px)');
  expect(mq.tablet).toBe('@media (min-width: 600px) and (max-width: 1023.98px)');
  expect(mq.tabletUp).toBe('@media (min-width: 600px)');
  expect(mq.desktopUp).toBe('@media (min-width: 1024px)');
  expect(mq.largeDesktopUp).toBe('@media (min-width: 1180px)');
  expect(mq.extraLargeUp).toBe('@media (min-width: 1600px)');
});

it('carries the spec §9 layout constants', () => {
  expect(theme.gutters).toEqual({ largeDesktop: 40, desktop: 24, tablet: 24, mobile: 16, accessibilityZoom: 8 });
  expect(theme.layout).toMatchObject({
    notificationPanel: { width: 480, maxHeight: 'min(70vh, 600px)' },
    appShellMaxWidth: 1440,
    navbarHeight: 60,
    searchDropdownMaxHeight: { medium: 240, large: 320 },
    embeddedForm: { width: 800, height: 1132 },
    esignFrameMinHeight: 600,
    privacyTextMaxHeight: 300,
    toastWidth: 400,
    chat: { breakpoint: 992, sidePanelWidth: 400, zIndex: 499 },
  });
});
