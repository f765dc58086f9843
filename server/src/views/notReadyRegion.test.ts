import { earlyNotReadyListener } from '@careers/shared/a11y/earlyNotReadyListener';
import { notReadyRegion } from './notReadyRegion';

// The listener itself is tried in a browser-like page in shared/src/a11y/earlyNotReadyListener.test.ts.
test('the page draws an empty polite status region and, right after it, the early listener with the escaped nonce', () => {
  const html = notReadyRegion('a"b');
  expect(html).toBe(`<div id="careers-not-ready-status" role="status" aria-live="polite"></div><script nonce="a&quot;b">${earlyNotReadyListener()}</script>`);
  // A few lines, and nothing that would end the script element early.
  expect(earlyNotReadyListener().length).toBeLessThan(1200);
  expect(earlyNotReadyListener()).not.toMatch(/<\/script/i);
});
