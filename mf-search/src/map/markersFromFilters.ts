import type { MapMarker, MarkerFilter } from './types';

/** The search response's marker filters (spec §3): option label = job count, value = 'location:::lat,lng'. */
const MARKER_FILTERS: Readonly<Record<string, boolean>> = { latlong_non_remote: false, latlong_remote: true };

function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Reads the map markers out of a search response's `filterDef.allFilters`. Options that do not
 * parse (no coordinates, coordinates off the globe, no jobs) are left out rather than drawn at 0,0.
 * @example markersFromFilters([{ filterName: 'latlong_remote', options: [{ label: '3', value: 'Germany:::51.1,10.4' }] }])
 */
export function markersFromFilters(allFilters: ReadonlyArray<MarkerFilter> | null | undefined): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const filter of allFilters ?? []) {
    const isRemote = MARKER_FILTERS[filter.filterName];
    if (isRemote === undefined) continue;
    for (const option of filter.options) {
      // The last ':::' separates coordinates: a place name never ends with a number pair.
      const split = option.value.lastIndexOf(':::');
      if (split < 0) continue;
      const latlong = parseCoordinates(option.value.slice(split + 3));
      const count = option.count ?? Number(option.label);
      if (!latlong || !Number.isInteger(count) || count < 1) continue;
      markers.push({
        id: `${isRemote ? 'remote' : 'onsite'}:${latlong.lat},${latlong.lng}`,
        latlong,
        count,
        location: option.value.slice(0, split).trim(),
        is_remote: isRemote,
      });
    }
  }
  return markers;
}
