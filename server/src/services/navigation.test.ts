import { safeNext } from './navigation';

describe('safeNext', () => {
  test('keeps same-site paths, with their query and fragment', () => {
    expect(safeNext('/careers/offers?domain=demo.test#top')).toBe('/careers/offers?domain=demo.test#top');
    expect(safeNext('/careers/job/12')).toBe('/careers/job/12');
  });

  test('percent-encodes what a Location header cannot carry', () => {
    expect(safeNext('/中')).toBe('/%E4%B8%AD');
    expect(safeNext('/careers/search?q=café #ü')).toBe('/careers/search?q=caf%C3%A9%20#%C3%BC');
    expect(safeNext('/%E4%B8%AD')).toBe('/%E4%B8%AD');
    expect(/^[\x21-\x7e]*$/.test(safeNext('/a b/"<x>"/\u{1F600}'))).toBe(true);
  });

  test.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'careers',
    '/.//evil.test',
    '/careers/..//evil.test',
    '/\t/evil.test',
    '',
    42,
    null,
    `/${'a'.repeat(2000)}`,
  ])('sends %j to /careers', (value) => {
    expect(safeNext(value)).toBe('/careers');
  });
});
