import { careersHome, logoutPageHref, renderingAt } from './pageAddress';

afterEach(() => renderingAt(null));

test.each([
  ['/careers/dashboard?tab=events', '/careers', '/logout?next=%2Fcareers'],
  ['/careers/dashboard?domain=b.test&tab=events', '/careers?domain=b.test', '/logout?next=%2Fcareers%3Fdomain%3Db.test'],
  // A hostile value stays one parameter's value: it cannot add another or leave the path.
  ['/careers/login?domain=a%26next%3D%2F%2Fevil.test', '/careers?domain=a%26next%3D%2F%2Fevil.test', '/logout?next=%2Fcareers%3Fdomain%3Da%2526next%253D%252F%252Fevil.test'],
])('a log-out on %s ends on %s, by the page %s', (href, home, logout) => {
  renderingAt(href);
  expect(careersHome()).toBe(home);
  expect(logoutPageHref()).toBe(logout);
});

test('in the browser it reads the address bar', () => {
  window.history.replaceState(null, '', '/careers/offers?domain=c.test');
  expect(careersHome()).toBe('/careers?domain=c.test');
});
