import { markersFromFilters } from './markersFromFilters';

describe('markersFromFilters', () => {
  it('reads on-site and remote markers from the response filters (label = count, value = location:::lat,lng)', () => {
    const markers = markersFromFilters([
      { filterName: 'department', options: [{ label: 'Engineering', value: 'Engineering', count: 4 }] },
      {
        filterName: 'latlong_non_remote',
        options: [
          { label: '12', value: 'Berlin, Berlin, Germany:::52.52,13.405', count: 12 },
          { label: '1', value: 'Austin, Texas, United States:::30.2672,-97.7431', count: 1 },
        ],
      },
      { filterName: 'latlong_remote', options: [{ label: '3', value: 'Germany:::51.1657,10.4515' }] },
    ]);
    expect(markers).toEqual([
      { id: 'onsite:52.52,13.405', latlong: { lat: 52.52, lng: 13.405 }, count: 12, location: 'Berlin, Berlin, Germany', is_remote: false },
      { id: 'onsite:30.2672,-97.7431', latlong: { lat: 30.2672, lng: -97.7431 }, count: 1, location: 'Austin, Texas, United States', is_remote: false },
      { id: 'remote:51.1657,10.4515', latlong: { lat: 51.1657, lng: 10.4515 }, count: 3, location: 'Germany', is_remote: true },
    ]);
  });

  it('gives an on-site and a remote marker at the same point different ids', () => {
    const [onsite, remote] = markersFromFilters([
      { filterName: 'latlong_non_remote', options: [{ label: '2', value: 'Berlin:::52.52,13.405' }] },
      { filterName: 'latlong_remote', options: [{ label: '5', value: 'Berlin:::52.52,13.405' }] },
    ]);
    expect(onsite?.id).not.toBe(remote?.id);
  });

  it('leaves out options it cannot place instead of drawing them at 0,0', () => {
    const markers = markersFromFilters([
      {
        filterName: 'latlong_non_remote',
        options: [
          { label: '2', value: 'Nowhere' },
          { label: '2', value: 'Bad:::abc,1' },
          { label: '2', value: 'Off the globe:::91,10' },
          { label: '2', value: 'One number:::52.5' },
          { label: 'many', value: 'No count:::1,2' },
          { label: '0', value: 'Empty:::1,2' },
          { label: '7', value: 'Kept:::-33.8688,151.2093' },
        ],
      },
    ]);
    expect(markers.map((m) => m.location)).toEqual(['Kept']);
  });

  it('returns no markers for a response without filters', () => {
    expect(markersFromFilters(undefined)).toEqual([]);
    expect(markersFromFilters([])).toEqual([]);
  });
});
