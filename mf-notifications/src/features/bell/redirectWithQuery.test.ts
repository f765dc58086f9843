import { redirectWithQuery } from './redirectWithQuery';

const careers = 'https://careers.example';

test('keeps the current query parameters on a careers link', () => {
  expect(redirectWithQuery('/careers/offers', '?utm_source=mail&ref_src=bell', careers, careers)).toBe(
    '/careers/offers?utm_source=mail&ref_src=bell',
  );
});

test("the notification's own parameters win over the page's", () => {
  expect(redirectWithQuery('/careers/offer/4?domain=demo.test', '?domain=other&x=1', careers, careers)).toBe(
    '/careers/offer/4?domain=demo.test&x=1',
  );
});

test('on another site (an embedding intranet) the address is absolute on the careers origin', () => {
  expect(redirectWithQuery('/careers/offers', '?page=2', careers, 'https://intranet.example')).toBe('https://careers.example/careers/offers?page=2');
});

test.each(['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)'])('an address off the careers site (%s) leads to the careers home', (redirect) => {
  expect(redirectWithQuery(redirect, '?x=1', careers, 'https://intranet.example')).toBe('https://careers.example/careers?x=1');
});
