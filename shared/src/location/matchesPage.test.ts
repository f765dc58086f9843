import { matchesPage } from './matchesPage';

test('a pattern matches its own path under /careers, with one segment per :name', () => {
  expect(matchesPage('/offer/:id', '/careers/offer/7')).toBe(true);
  expect(matchesPage('/offer/:id', '/careers/offer/7/offer-document/2')).toBe(false);
  expect(matchesPage('/offers', '/careers/offers/')).toBe(true);
  expect(matchesPage('/offers', '/careers/offersx')).toBe(false);
  expect(matchesPage('/offers', '/offers')).toBe(true);
});
