/** Map limits from spec §9. Plain numbers: this file must not pull OpenLayers into the page bundle. */
export const MAP_LIMITS = {
  maxZoom: 13,
  minZoom: 0,
  bounds: { north: 80, south: -75, west: -179.9, east: 179.9 },
  /** Pixels kept free around whatever the map zooms to. */
  boundsPadding: 100,
} as const;

/** Cluster style number per spec §9: a lone job, fewer than 10, fewer than 60, more. */
export type ClusterStyleNumber = 1 | 2 | 3 | 4;

/** Icon sizes (px) of cluster styles 1, 2 and 3 (spec §9). */
export const CLUSTER_ICON_SIZES: Readonly<Record<1 | 2 | 3, number>> = { 1: 76, 2: 88, 3: 112 };

/** Spec §9: count 1 → style 4, under 10 → 1, under 60 → 2, else 3. */
export function clusterStyleNumber(count: number): ClusterStyleNumber {
  if (count === 1) return 4;
  if (count < 10) return 1;
  if (count < 60) return 2;
  return 3;
}

/**
 * Markers closer than this many pixels merge into one cluster: the smallest cluster icon (76 px),
 * so clusters rarely cover each other's job count.
 */
export const CLUSTER_DISTANCE = CLUSTER_ICON_SIZES[1];

/**
 * Highest zoom the map fits to on its own (first view, new results). The shipped country shapes
 * are 1:110m: closer than this they show nothing but one flat colour. Clicks on clusters may
 * still zoom to the spec's maximum.
 */
export const AUTO_FIT_MAX_ZOOM = 6;
