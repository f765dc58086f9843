import { render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { clickLink } from '@careers/shared/testing';
import { followLink } from './followLink';

// single-spa's router is not running in a unit test: record where the chrome asks it to go.
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => jest.clearAllMocks());

function renderLink(attributes: Record<string, string> = {}) {
  render(
    <a href="/careers/search" onClick={followLink} {...attributes}>
      Search jobs
    </a>,
  );
  return screen.getByRole('link', { name: 'Search jobs' });
}

test('a plain click on a careers link moves through single-spa, without a page load', () => {
  expect(clickLink(renderLink())).toBe(true);
  expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/careers/search');
});

test('a click another handler has already handled is not followed a second time', () => {
  clickLink(renderLink(), {}, { handledBefore: true });
  expect(navigateToUrl).not.toHaveBeenCalled();
});

test('Alt+click (download) is the browser\'s', () => {
  expect(clickLink(renderLink(), { altKey: true })).toBe(false);
  expect(navigateToUrl).not.toHaveBeenCalled();
});
