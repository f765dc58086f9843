/**
 * @jest-environment node
 */
// In Node, as the server runs it (dist-ssr/render.cjs), and in the browser alike: no document, no window needed.
import { makeBootData } from '@careers/shared/testing';
import { firstSearchKeyOf } from './firstSearchKeyOf';

const { configs } = makeBootData({ configs: { pcsxConfig: { searchConfig: { allFilters: ['department'] }, searchOptionsMap: { department: { displayName: 'Team' } } } } });

test('the same search under two spellings of its address has one key: the page carries and hydrates one answer', () => {
  const byQuery = firstSearchKeyOf('/careers/search?query=nurse&location=berlin&filter_Team=ENG&utm_source=mail', configs);
  const byPath = firstSearchKeyOf('/careers/nurse/berlin?filter_department=ENG', configs);
  expect(byQuery?.state).toMatchObject({ query: 'nurse', location: 'berlin', filters: { department: ['ENG'] }, pid: null });
  expect(byPath?.key).toBe(byQuery?.key);
});

test("another page, a sort or a position open: the state says so, the key names the results' own search", () => {
  expect(firstSearchKeyOf('/careers/job/12', configs)).toBeNull();
  const sorted = firstSearchKeyOf('/careers/search?query=nurse&sort_by=newest&start=10&pid=3', configs);
  expect(sorted?.state).toMatchObject({ sortBy: 'newest', start: 10, pid: 3 });
  expect(sorted?.key).not.toBe(firstSearchKeyOf('/careers/search?query=nurse', configs)?.key);
  // The open position is not part of the search: the list beside it is the same results.
  expect(sorted?.key).toBe(firstSearchKeyOf('/careers/search?query=nurse&sort_by=newest&start=10', configs)?.key);
});
