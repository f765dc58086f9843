import { navbarMenuBreakpoint } from './navbarMenuBreakpoint';

const demoLoggedIn = {
  brand: 'Northwind Labs',
  links: ['Jobs', 'Dashboard', 'Offers', 'Forms', 'Profile', 'Settings'],
  action: 'Log out',
  loggedIn: true,
  bell: true,
};

test("the demo company's six logged-in links fold below a desktop's width, not on a 1024 px desktop", () => {
  // The trial: the page was 805 px wide at 600-768 px with the links in the bar.
  const below = navbarMenuBreakpoint(demoLoggedIn);
  expect(below).toBeGreaterThan(805);
  expect(below).toBeLessThanOrEqual(1024);
});

test("a visitor's two links fold only on the narrowest tablets (they need 627 px in Chromium)", () => {
  const below = navbarMenuBreakpoint({ brand: 'Northwind Labs', links: ['Jobs', 'Join our talent network'], action: 'Log in', loggedIn: false, bell: false });
  expect(below).toBeGreaterThan(627);
  expect(below).toBeLessThan(768);
});

test('more or longer links fold at a wider screen; from 1180 px the wider gutters count', () => {
  const longer = navbarMenuBreakpoint({ ...demoLoggedIn, links: [...demoLoggedIn.links, 'Talent community', 'Internships'] });
  expect(longer).toBeGreaterThan(navbarMenuBreakpoint(demoLoggedIn) + 2 * 40);
  expect(longer).toBeGreaterThan(1180);
});

test('no links, nothing to fold: the phone class', () => {
  expect(navbarMenuBreakpoint({ ...demoLoggedIn, links: [] })).toBe(600);
});
