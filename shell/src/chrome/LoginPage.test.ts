import { loginDestination } from './LoginPage';

const origin = 'https://careers.example';

test('after logging in on /careers/login the candidate goes to `next` when it stays on the site', () => {
  expect(loginDestination('?next=%2Fcareers%2Foffers', origin)).toBe('/careers/offers');
});

test.each(['?next=%2F%5Cevil.com', '?next=%2F%09%2Fevil.com', '?next=%2F%2Fevil.com', '?next=https%3A%2F%2Fevil.com', ''])(
  'a return address that leaves the site (%s) becomes the dashboard',
  (search) => {
    expect(loginDestination(search, origin)).toBe('/careers/dashboard');
  },
);
