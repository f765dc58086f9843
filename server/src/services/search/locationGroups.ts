import type { LocationScope } from './location';
import type { Groups } from './searchIndex';

const EARTH_DIAMETER_KM = 12742;
const KM_PER_DEGREE = 111.32;
const RADIANS = Math.PI / 180;

/** Which groups of the index lie in the searched place, and for a point search how far they are. */
export interface LocationGroups {
  /** 1 for groups in the place; null when every group is (no place, or a place matched as text). */
  pass: Uint8Array | null;
  /** Kilometres from the searched point, for the groups that pass a point search. */
  distance: Float64Array | null;
}

/** Great-circle distance in km (haversine), in the same steps as SQLite's math functions would take. */
function distanceKm(lat0: number, lng0: number, lat: number, lng: number): number {
  const a = Math.pow(Math.sin(((lat - lat0) * RADIANS) / 2), 2) + Math.cos(lat0 * RADIANS) * Math.cos(lat * RADIANS) * Math.pow(Math.sin(((lng - lng0) * RADIANS) / 2), 2);
  return EARTH_DIAMETER_KM * Math.asin(Math.sqrt(a));
}

export function locationGroups(groups: Groups, location: LocationScope): LocationGroups {
  const n = groups.count;
  const { lat, lng } = groups;
  if (location.kind === 'none' || location.kind === 'text') return { pass: null, distance: null };
  const pass = new Uint8Array(n);
  if (location.kind === 'remote') {
    for (let g = 0; g < n; g++) pass[g] = groups.isRemote[g] as number;
    return { pass, distance: null };
  }
  if (location.kind === 'country') {
    const code = groups.country.values.indexOf(location.country);
    const codes = groups.country.codes;
    if (code >= 0) for (let g = 0; g < n; g++) pass[g] = codes[g] === code ? 1 : 0;
    return { pass, distance: null };
  }
  if (location.kind === 'box') {
    const { south, north, west, east } = location;
    for (let g = 0; g < n; g++) {
      const y = lat[g] as number;
      const x = lng[g] as number;
      pass[g] = y >= south && y <= north && x >= west && x <= east ? 1 : 0;
    }
    return { pass, distance: null };
  }
  // A point: the bounding box the SQL engine used first (a range on latitude, and on longitude
  // unless the box crosses the date line), then the exact distance for the rows inside it.
  const distance = new Float64Array(n);
  const dLat = location.km / KM_PER_DEGREE;
  const [south, north] = [location.lat - dLat, location.lat + dLat];
  const cos = Math.cos((location.lat * Math.PI) / 180);
  const dLng = cos > 0.01 ? location.km / (KM_PER_DEGREE * cos) : 360;
  const lngBox = location.lng - dLng >= -180 && location.lng + dLng <= 180;
  const [west, east] = lngBox ? [location.lng - dLng, location.lng + dLng] : [-Infinity, Infinity];
  for (let g = 0; g < n; g++) {
    const y = lat[g] as number;
    const x = lng[g] as number;
    if (y < south || y > north || x < west || x > east) continue;
    const km = distanceKm(location.lat, location.lng, y, x);
    if (km <= location.km) {
      pass[g] = 1;
      distance[g] = km;
    }
  }
  return { pass, distance };
}
