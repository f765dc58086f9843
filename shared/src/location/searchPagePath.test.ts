import { searchPagePath } from './searchPagePath';

test('a saved search opens its words, place and filters on the search page; empty parts are left out', () => {
  expect(searchPagePath({ query: '', location: '', filters: {} })).toBe('/careers/search');
  expect(searchPagePath({ query: 'data engineer', location: 'Berlin, DE', filters: { department: ['Engineering', 'Data'], is_remote: [] } })).toBe(
    '/careers/search?query=data+engineer&location=Berlin%2C+DE&filter_department=Engineering%2CData',
  );
});
