import type { MapBounds, MapMarker } from './types';

// Six decimals are about 10 cm: more would only make cache keys of equal searches differ.
const round = (value: number) => Number(value.toFixed(6));

/**
 * The location string of a map area (spec §4 'Map Area'): two opposite corners, south-west then
 * north-east, each as latitude,longitude.
 * @example mapAreaLocation({ south: 47, west: 5, north: 55, east: 15 }) // 'Map Area:::47,5,55,15'
 */
export function mapAreaLocation(bounds: MapBounds): string {
  return `Map Area:::${round(bounds.south)},${round(bounds.west)},${round(bounds.north)},${round(bounds.east)}`;
}

/**
 * The location string of one pin (spec §4 'Map Location'); the server searches that very point.
 * @example mapLocation(berlin) // 'Map Location:::52.52,13.405'
 */
export function mapLocation(marker: Pick<MapMarker, 'latlong'>): string {
  return `Map Location:::${marker.latlong.lat},${marker.latlong.lng}`;
}

/** True when `location` ('Map Location:::…', 'Berlin:::…') names the coordinates of `marker`. */
export function isMarkerAt(marker: Pick<MapMarker, 'latlong'>, location: string | null | undefined): boolean {
  if (!location) return false;
  const split = location.lastIndexOf(':::');
  if (split < 0 || /^map area$/i.test(location.slice(0, split).trim())) return false;
  const [lat, lng, ...rest] = location.slice(split + 3).split(',').map(Number);
  if (lat === undefined || lng === undefined || rest.length > 0) return false;
  return Math.abs(lat - marker.latlong.lat) < 1e-6 && Math.abs(lng - marker.latlong.lng) < 1e-6;
}

/** True for location strings that came from the map itself ('Map Area', 'Map Location'). */
export function isMapLocation(location: string | null | undefined): boolean {
  return /^map (area|location):::/i.test(location ?? '');
}

/** The bounds of a 'Map Area:::…' location, or null for any other location. */
export function parseMapArea(location: string | null | undefined): MapBounds | null {
  const match = /^map area:::(.*)$/i.exec(location ?? '');
  const values = match?.[1]?.split(',').map(Number) ?? [];
  if (values.length !== 4 || values.some((v) => !Number.isFinite(v))) return null;
  const [lat1, lng1, lat2, lng2] = values as [number, number, number, number];
  return { south: Math.min(lat1, lat2), north: Math.max(lat1, lat2), west: Math.min(lng1, lng2), east: Math.max(lng1, lng2) };
}
