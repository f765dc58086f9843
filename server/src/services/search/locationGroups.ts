import type { RunScratch } from './runScratch';
import type { Groups } from './searchIndex';
import type { LocationScope } from '@careers/shared/contracts/search';

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

/** Arrays to fill instead of new ones (the search's RunScratch): at least `groups.count` long, any contents. */
type Into = Pick<RunScratch, 'pass' | 'distance'>;

/** New arrays, for callers without a RunScratch. */
const fresh = (groups: Groups): Into => ({ pass: new Uint8Array(groups.count), distance: new Float64Array(groups.count) });

export function locationGroups(groups: Groups, location: LocationScope, into?: Into): LocationGroups {
  // Each kind's loop is a function of its own: written here, V8 compiled this function on stack
  // replacement inside one loop before the `return { … }` after it had ever run, and then left that code
  // at the return on every call ('insufficient type feedback for object literal', 21 times in one uncached
  // run of `pnpm bench search`; topRows.ts, setMembers).
  if (location.kind === 'none' || location.kind === 'text') return { pass: null, distance: null };
  const arrays = into ?? fresh(groups);
  // Views as long as the groups: a lent array may be longer, and its readers go by its length.
  const pass = arrays.pass.subarray(0, groups.count);
  if (location.kind === 'remote') return { pass: remotePass(groups, pass), distance: null };
  if (location.kind === 'country') return { pass: countryPass(groups, location.country, pass), distance: null };
  if (location.kind === 'box') return { pass: boxPass(groups, location, pass), distance: null };
  const distance = arrays.distance.subarray(0, groups.count);
  pass.fill(0);
  distance.fill(0);
  pointPass(groups, location, pass, distance);
  return { pass, distance };
}

function remotePass(groups: Groups, pass: Uint8Array): Uint8Array {
  for (let g = 0; g < groups.count; g++) pass[g] = groups.isRemote[g] as number;
  return pass;
}

function countryPass(groups: Groups, country: string, pass: Uint8Array): Uint8Array {
  const code = groups.country.values.indexOf(country);
  const codes = groups.country.codes;
  for (let g = 0; g < groups.count; g++) pass[g] = codes[g] === code ? 1 : 0;
  return pass;
}

function boxPass(groups: Groups, box: { south: number; north: number; west: number; east: number }, pass: Uint8Array): Uint8Array {
  const { lat, lng } = groups;
  const { south, north, west, east } = box;
  for (let g = 0; g < groups.count; g++) {
    const y = lat[g] as number;
    const x = lng[g] as number;
    pass[g] = y >= south && y <= north && x >= west && x <= east ? 1 : 0;
  }
  return pass;
}

/**
 * A point: the bounding box the SQL engine used first (a range on latitude, and on longitude unless the
 * box crosses the date line), then the exact distance for the rows inside it.
 */
function pointPass(groups: Groups, point: { lat: number; lng: number; km: number }, pass: Uint8Array, distance: Float64Array): void {
  const { lat, lng } = groups;
  const dLat = point.km / KM_PER_DEGREE;
  const [south, north] = [point.lat - dLat, point.lat + dLat];
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const dLng = cos > 0.01 ? point.km / (KM_PER_DEGREE * cos) : 360;
  const lngBox = point.lng - dLng >= -180 && point.lng + dLng <= 180;
  const [west, east] = lngBox ? [point.lng - dLng, point.lng + dLng] : [-Infinity, Infinity];
  for (let g = 0; g < groups.count; g++) {
    const y = lat[g] as number;
    const x = lng[g] as number;
    if (y < south || y > north || x < west || x > east) continue;
    const km = distanceKm(point.lat, point.lng, y, x);
    if (km <= point.km) {
      pass[g] = 1;
      distance[g] = km;
    }
  }
}
