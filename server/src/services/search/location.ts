import { badInput } from '../../domainErrors';
import { resolvePlace } from './gazetteer';
import type { LocationScope } from '@careers/shared/contracts/search';

/** Default radius around a typed city when the request names no `distance`. */
export const DEFAULT_DISTANCE_KM = 50;
// "Map Location" means "the pin I clicked": distance 0, so allow for rounding of the pin's coordinates.
const SAME_POINT_KM = 0.1;

const badLocation = (message: string) => badInput('invalid_location', message);

function numbers(text: string, count: number, usage: string): number[] {
  // At most count + 2 pieces (an empty one may lead and one trail): one too many is refused as surely as
  // thousands, without reading them all (linearWork.test.ts).
  const parts = text.split(/[,:]+/, count + 2).map((s) => s.trim()).filter(Boolean);
  const values = parts.map(Number);
  if (parts.length !== count || values.some((v) => !Number.isFinite(v))) throw badLocation(usage);
  for (let i = 0; i < values.length; i += 2) {
    const [lat, lng] = [values[i] as number, values[i + 1] as number];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw badLocation('Coordinates must be a latitude between -90 and 90 and a longitude between -180 and 180.');
    }
  }
  return values;
}

/**
 * Reads the `location` parameter: a place name, 'remote', 'current location', 'Map Location' or
 * 'Map Area', each optionally followed by ':::' and coordinates ('Berlin:::52.52,13.405';
 * 'Map Area:::<lat>,<lng>,<lat>,<lng>', two opposite corners of the map).
 * `profileLocation` stands in for 'current location' when the browser sent no coordinates.
 */
export function parseLocation(raw: string, distanceKm: number | undefined, profileLocation: string | null): LocationScope {
  const [labelPart = '', ...coordParts] = raw.split(':::');
  const label = labelPart.trim();
  const coords = coordParts.join(':::').trim();
  const keyword = label.toLowerCase();
  const km = distanceKm ?? DEFAULT_DISTANCE_KM;

  if (keyword === 'map area') {
    const [lat1, lng1, lat2, lng2] = numbers(coords, 4, 'Map Area needs the two corners of the map: "Map Area:::<lat>,<lng>,<lat>,<lng>".') as [number, number, number, number];
    return { kind: 'box', south: Math.min(lat1, lat2), north: Math.max(lat1, lat2), west: Math.min(lng1, lng2), east: Math.max(lng1, lng2) };
  }
  if (keyword === 'map location') {
    const [lat, lng] = numbers(coords, 2, 'Map Location needs the point of the map: "Map Location:::<lat>,<lng>".') as [number, number];
    return { kind: 'near', label, lat, lng, km: Math.max(distanceKm ?? 0, SAME_POINT_KM) };
  }
  if (coords) {
    const [lat, lng] = numbers(coords, 2, 'Coordinates after ":::" must be "<lat>,<lng>".') as [number, number];
    return { kind: 'near', label: label || `${lat},${lng}`, lat, lng, km };
  }
  if (keyword === 'current location') {
    const place = profileLocation ? resolvePlace(profileLocation) : null;
    if (place?.kind === 'city') return { kind: 'near', label: place.name, lat: place.lat, lng: place.lng, km };
    throw badLocation('Share your location with the browser, or type a city.');
  }
  if (keyword === 'remote') return { kind: 'remote' };
  if (!label) return { kind: 'none' };
  const place = resolvePlace(label);
  if (place?.kind === 'city') return { kind: 'near', label: place.name, lat: place.lat, lng: place.lng, km };
  if (place?.kind === 'country') return { kind: 'country', label: place.name, country: place.country };
  return { kind: 'text', label };
}
