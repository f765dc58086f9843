import { clusterStyleNumber, type ClusterStyleNumber } from './mapConstants';
import { isMarkerAt } from './mapLocations';
import type { MapTranslate } from './mapMessages';
import type { MapMarker } from './types';

/** What one drawn symbol stands for: several places (zooms in when chosen) or one place (selects it). */
export interface MapItem {
  key: string;
  kind: 'cluster' | 'place';
  /** Most jobs first; a place may hold an on-site and a remote marker at the same point. */
  markers: MapMarker[];
  /** Jobs in all its markers: clusters are weighted by jobs, not by pins. */
  count: number;
  styleNumber: ClusterStyleNumber;
  /** Hover title on the map. */
  title: string;
  /** Text of its button in the accessible list. */
  label: string;
  selected: boolean;
  allRemote: boolean;
}

const samePoint = (a: MapMarker, b: MapMarker) => a.latlong.lat === b.latlong.lat && a.latlong.lng === b.latlong.lng;
// 'Berlin, Berlin, Germany' → 'Berlin': a list of several places stays readable.
const shortName = (location: string) => location.split(',')[0]?.trim() || location;

function placeLabel(marker: MapMarker, count: number, allRemote: boolean, t: MapTranslate): string {
  const values = { location: marker.location, count };
  return t(allRemote ? 'search.map.remotePlace' : 'search.map.place', values);
}

function placesSummary(markers: MapMarker[], t: MapTranslate): string {
  const names = [...new Set(markers.map((m) => shortName(m.location)))];
  if (names.length <= 3) return names.join(', ');
  return t('search.map.clusterPlaces', { places: names.slice(0, 2).join(', '), more: names.length - 2 });
}

/** Describes the markers drawn as one symbol. `markers` must not be empty. */
export function mapItemOf(markers: MapMarker[], selectedLocation: string | null | undefined, t: MapTranslate): MapItem {
  const sorted = [...markers].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  const first = sorted[0] as MapMarker;
  const count = sorted.reduce((sum, m) => sum + m.count, 0);
  const allRemote = sorted.every((m) => m.is_remote);
  const selected = sorted.some((m) => isMarkerAt(m, selectedLocation));
  const base = { key: sorted.map((m) => m.id).join('|'), markers: sorted, count, styleNumber: clusterStyleNumber(count), selected, allRemote };
  // Markers at one point can never be split by zooming: they are one place.
  if (sorted.every((m) => samePoint(m, first))) {
    const label = placeLabel(first, count, allRemote, t);
    return { ...base, kind: 'place', title: label, label };
  }
  const title = t('search.map.clusterTitle', { count });
  return { ...base, kind: 'cluster', title, label: `${title}: ${placesSummary(sorted, t)}` };
}
