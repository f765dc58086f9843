import { screen } from '@testing-library/react';
import { renderSearchPage } from './testSearchPage';

// The search page mounting while the address already belongs to another page: on a slow phone a navbar link
// ('Offers') can be pressed while the search remote is still taking the first page over, and single-spa unmounts
// it only after the address changed. Its 'path-style search' rewrite read '/careers/offers' as a search for
// 'offers' and took the candidate back to the search (a fresh-clone CI run caught it, at 4x CPU throttling).
test.each(['/careers/offers', '/careers/dashboard?tab=events', '/careers/offer/7', '/careers/settings'])(
  "mounting while the address is already %s leaves the address that page's",
  async (away) => {
    renderSearchPage({ url: away });
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(away);
  },
);

test('on its own address the path-style search still becomes the search address', async () => {
  renderSearchPage({ url: '/careers/software-engineer/berlin' });
  expect(await screen.findByRole('search')).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/careers/search?query=software%20engineer&location=berlin');
});
