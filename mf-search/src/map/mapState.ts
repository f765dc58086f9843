// What the map shows, read from OpenLayers for the page: the accessible list of symbols and the zoom buttons. Part
// of the map engine (createMapController).
import type Feature from 'ol/Feature';
import type View from 'ol/View';
import type { Extent } from 'ol/extent';
import type Point from 'ol/geom/Point';
import type Cluster from 'ol/source/Cluster';
import { clusterDistanceAt } from './jobClusters';
import { MAP_LIMITS } from './mapConstants';
import type { MapItem } from './mapItems';

export interface MapState {
  /** Symbols in view, most jobs first: the accessible list mirrors them. */
  items: MapItem[];
  canZoomIn: boolean;
  canZoomOut: boolean;
  baseMapFailed: boolean;
}

/** Symbols in the list: most jobs first, then by name. */
export const byJobsThenName = (a: MapItem, b: MapItem) => b.count - a.count || a.label.localeCompare(b.label);

/**
 * The symbols within `extent` at the view's zoom and whether it can zoom further either way; null before the view
 * has a resolution (not laid out yet). Clusters now, not at the next frame: the list must not depend on the canvas
 * drawing.
 */
export function readMapState(view: View, clusters: Cluster<Feature<Point>>, extent: Extent): Omit<MapState, 'baseMapFailed'> | null {
  const zoom = view.getZoom() ?? MAP_LIMITS.minZoom;
  const resolution = view.getResolution();
  if (resolution === undefined) return null;
  const distance = clusterDistanceAt(zoom);
  if (clusters.getDistance() !== distance) clusters.setDistance(distance);
  clusters.loadFeatures(extent, resolution, view.getProjection());
  const items = clusters
    .getFeaturesInExtent(extent)
    .map((f) => f.get('item') as MapItem)
    .sort(byJobsThenName);
  return {
    items,
    canZoomIn: (view.getConstrainedZoom(zoom + 1) ?? zoom) > zoom + 1e-3,
    canZoomOut: (view.getConstrainedZoom(zoom - 1) ?? zoom) < zoom - 1e-3,
  };
}
