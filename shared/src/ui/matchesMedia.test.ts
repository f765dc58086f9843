import { mq } from '@careers/shared/theme';
import { matchesMedia } from './matchesMedia';
import { prefersReducedMotion } from './prefersReducedMotion';

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

function browserMatching(...queries: string[]) {
  window.matchMedia = jest.fn((media: string) => ({ media, matches: queries.includes(media) }) as MediaQueryList);
}

test('reads the browser once, with the theme query stripped of its @media', () => {
  browserMatching('(max-width: 599.98px)');
  expect(matchesMedia(mq.phone)).toBe(true);
  expect(matchesMedia(mq.desktopUp)).toBe(false);
  expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 599.98px)');
});

test('answers the fallback where the browser has no matchMedia', () => {
  expect(matchesMedia(mq.phone)).toBe(false);
  expect(matchesMedia(mq.phone, true)).toBe(true);
  expect(prefersReducedMotion()).toBe(false);
  expect(prefersReducedMotion(true)).toBe(true);
});

test('tells whether the visitor asked for less motion', () => {
  browserMatching('(prefers-reduced-motion: reduce)');
  expect(prefersReducedMotion()).toBe(true);
  browserMatching();
  expect(prefersReducedMotion(true)).toBe(false);
});
