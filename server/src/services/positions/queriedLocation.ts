import { normalPlace, resolvePlace } from '../search/gazetteer';
import { DEFAULT_DISTANCE_KM } from '../search/location';
import { distanceKm } from './geo';
import type { PositionRecord } from './positionLookup';

type Where = Pick<PositionRecord, 'location_name' | 'city' | 'country' | 'lat' | 'lng' | 'is_remote'>;

const normal = normalPlace;

function coordinates(text: string): number[] | null {
  const values = text.split(/[,:]+/).map((s) => s.trim()).filter(Boolean).map(Number);
  return values.length > 0 && values.every(Number.isFinite) ? values : null;
}

/**
 * Whether the location a candidate searched for (the search page's `location` value: a place,
 * 'remote', or a label with ':::' coordinates) is one of the position's places. When it is not,
 * the details page shows the primary location instead (metadata.isFallback).
 */
export function matchesQueriedLocation(position: Where, queried: string): boolean {
  const [labelPart = '', ...rest] = queried.split(':::');
  const label = labelPart.trim();
  const coords = coordinates(rest.join(':::'));
  if (!label && !coords) return true;
  if (normal(label) === 'remote') return position.is_remote === 1;
  if (coords?.length === 4) {
    const [lat1, lng1, lat2, lng2] = coords as [number, number, number, number];
    return position.lat >= Math.min(lat1, lat2) && position.lat <= Math.max(lat1, lat2)
      && position.lng >= Math.min(lng1, lng2) && position.lng <= Math.max(lng1, lng2);
  }
  if (coords?.length === 2) {
    const [lat, lng] = coords as [number, number];
    return distanceKm({ lat, lng }, position) <= DEFAULT_DISTANCE_KM;
  }
  // 'current location' without coordinates cannot be checked here: do not claim a mismatch.
  if (normal(label) === 'current location') return true;
  const place = resolvePlace(label);
  if (place?.kind === 'country') return place.country === position.country;
  if (place?.kind === 'city') return distanceKm(place, position) <= DEFAULT_DISTANCE_KM;
  return normal(position.location_name).includes(normal(label));
}
