import { safeNextPath } from './safeNextPath';

const origin = 'https://careers.example';

test.each([
  ['/careers/offers?domain=demo.test', '/careers/offers?domain=demo.test'],
  ['/careers/job/7#apply', '/careers/job/7#apply'],
  ['/careers/中', '/careers/%E4%B8%AD'],
])('keeps a same-site address: %s', (next, expected) => {
  expect(safeNextPath(next, origin, '/careers')).toBe(expected);
});

test.each([
  ['//evil.com/x'],
  ['/\\evil.com'],
  ['/%5Cevil.com'.replace('%5C', '\\')],
  ['/\t/evil.com'],
  ['https://evil.com'],
  ['javascript:alert(1)'],
  // Dot segments that resolve to a path starting with '//' (the security review of issue 27's session).
  ['/.//evil.example/phish'],
  ['/%2e//evil.example'],
  ['/careers/..//evil.example'],
  ['/careers/%2e%2e//evil.example'],
  [''],
  [null],
])('refuses an address that leaves the site: %s', (next) => {
  expect(safeNextPath(next, origin, '/careers')).toBe('/careers');
});
