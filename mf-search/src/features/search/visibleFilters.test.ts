import type { FilterDef } from '@careers/shared/contracts';
import type { FilterNaming } from '../../url/searchUrlState';
import { optionsOf, visibleFilters } from './visibleFilters';

const naming: FilterNaming = {
  keys: ['department', 'employment_type', 'latlong_remote'],
  displayNames: { department: 'Team', employment_type: 'Job type' },
  labelMaps: { employment_type: { full_time: 'Full time' } },
  commaInValues: false,
};
const department: FilterDef = { filterName: 'department', displayName: 'Team', options: [{ label: 'Sales', value: 'Sales', count: 4 }] };
const markers: FilterDef = { filterName: 'latlong_remote', displayName: 'Map', options: [{ label: '3', value: 'Germany:::51.1,10.4', count: 3 }] };

test('the map markers are not a filter to tick', () => {
  expect(visibleFilters([department, markers], {}, naming).map((def) => def.filterName)).toEqual(['department']);
});

test('a filter with values ticked stays to untick them when the search described none (the first one failed)', () => {
  expect(visibleFilters([], { employment_type: ['full_time'] }, naming)).toEqual([{ filterName: 'employment_type', displayName: 'Job type', options: [] }]);
  expect(visibleFilters([], { latlong_remote: ['Germany:::51.1,10.4'] }, naming)).toEqual([]);
});

test('a ticked value the results no longer count comes first, under its label, with no count', () => {
  const fullTime = { filterName: 'employment_type', displayName: 'Job type', options: [{ label: 'Part time', value: 'part_time', count: 2 }] };
  expect(optionsOf(fullTime, ['full_time', 'part_time'], naming.labelMaps.employment_type)).toEqual([
    { label: 'Full time', value: 'full_time', count: 0 },
    { label: 'Part time', value: 'part_time', count: 2 },
  ]);
});
