// The map's limits and the 'Map Area' of what it shows. Part of the map engine (createMapController).
import type { Extent } from 'ol/extent';
import { transformExtent } from 'ol/proj';
import { MAP_LIMITS } from './mapConstants';
import { mapAreaLocation } from './mapLocations';

const { west, south, east, north } = MAP_LIMITS.bounds;
/** The map's bounds (spec §9) in its projection. */
export const LIMITS = transformExtent([west, south, east, north], 'EPSG:4326', 'EPSG:3857');
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** 'Map Area:::…' for a part of the map (in its projection), within the map's bounds. */
export function areaLocationOf(extent: Extent): string {
  // transformExtent, not toLonLat: a view wider than the world must clamp, not wrap around.
  const [w = west, s = south, e = east, n = north] = transformExtent(extent, 'EPSG:3857', 'EPSG:4326');
  return mapAreaLocation({
    west: clamp(w, west, east),
    south: clamp(s, south, north),
    east: clamp(e, west, east),
    north: clamp(n, south, north),
  });
}

/**
 * Pixels kept free around what the map zooms to: the spec's 100 (§9) would leave nothing of a small phone map, so at
 * most a quarter of its shorter side (half of it in all).
 */
export function fitPadding([width = 0, height = 0]: readonly number[] = []): number {
  return Math.min(MAP_LIMITS.boundsPadding, Math.floor(Math.min(width, height) / 4));
}
