import { areaLocationOf, fitPadding, LIMITS } from './mapArea';
import { MAP_LIMITS } from './mapConstants';

test('the area searched from a view wider than the world is the map\'s bounds, not a wrapped-around strip', () => {
  const [w = 0, s = 0, e = 0, n = 0] = LIMITS;
  const { west, south, east, north } = MAP_LIMITS.bounds;
  expect(areaLocationOf([w * 3, s * 3, e * 3, n * 3])).toBe(`Map Area:::${south},${west},${north},${east}`);
});

test('what the map fits to keeps the spec\'s 100 px around it, but at most a quarter of a small map\'s shorter side', () => {
  expect(fitPadding([1280, 600])).toBe(100);
  expect(fitPadding([390, 300])).toBe(75);
  expect(fitPadding(undefined)).toBe(0);
});
