import { act, render, screen } from '@testing-library/react';
import { HeadingRoutes, matchesPage } from './HeadingRoutes';
import { navigateWithin } from './locationStore';

test('a pattern matches its own path under /careers, with one segment per :name', () => {
  expect(matchesPage('/offer/:id', '/careers/offer/7')).toBe(true);
  expect(matchesPage('/offer/:id', '/careers/offer/7/offer-document/2')).toBe(false);
  expect(matchesPage('/offers', '/careers/offers/')).toBe(true);
  expect(matchesPage('/offers', '/careers/offersx')).toBe(false);
  expect(matchesPage('/offers', '/offers')).toBe(true);
});

test('shows the heading of the page the address names, and follows the address', () => {
  const pages = [['/offers', 'Offers'], ['/offer/:id', 'Job offer for the position']] as const;
  navigateWithin('/careers/offers');
  render(<HeadingRoutes pages={pages} />);
  expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  act(() => navigateWithin('/careers/offer/12?tab=documents'));
  expect(screen.getByRole('heading', { name: 'Job offer for the position' })).toBeInTheDocument();
  act(() => navigateWithin('/careers/elsewhere'));
  expect(screen.queryByRole('heading')).toBeNull();
});
