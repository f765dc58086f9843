// The job markers as OpenLayers features, clustered by distance on screen. Part of the map engine
// (createMapController): OpenLayers only, no React.
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { clusterStyle } from './clusterStyle';
import { CLUSTER_DISTANCE, MAP_LIMITS } from './mapConstants';
import type { MapItem } from './mapItems';
import type { MapMarker } from './types';

const markerOf = (feature: Feature) => feature.get('marker') as MapMarker;
/** A marker's place in the map's projection. */
export const projected = (marker: MapMarker) => fromLonLat([marker.latlong.lng, marker.latlong.lat]);

/**
 * Where a cluster sits: the mean of its places weighted by their jobs, so it sits nearer its busiest places.
 * @example weightedCentre([[0, 0], [10, 0]], [1, 3]) // [7.5, 0]
 */
export function weightedCentre(points: ReadonlyArray<readonly number[]>, weights: readonly number[]): [number, number] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let [cx, cy] = [0, 0];
  points.forEach(([x = 0, y = 0], i) => {
    const weight = (weights[i] ?? 0) / total;
    cx += x * weight;
    cy += y * weight;
  });
  return [cx, cy];
}

/**
 * How far apart (px) markers must be to stay apart at `zoom`: at the deepest zoom, zooming cannot split a cluster
 * any more, so every place shows on its own.
 */
export function clusterDistanceAt(zoom: number): number {
  return zoom >= MAP_LIMITS.maxZoom - 1e-6 ? 0 : CLUSTER_DISTANCE;
}

/** The markers (replaced on each search), their clusters, each carrying its list item, and the layer that draws them. */
export function createJobClusters(itemOf: (markers: MapMarker[]) => MapItem) {
  const markerSource = new VectorSource<Feature<Point>>();
  const clusterSource = new Cluster<Feature<Point>>({
    source: markerSource,
    distance: CLUSTER_DISTANCE,
    // Weighted by jobs: a cluster sits nearer its busiest places and shows their job total.
    createCluster: (_point, features) => {
      const markers = features.map(markerOf);
      const centre = weightedCentre(
        features.map((f) => f.getGeometry()?.getCoordinates() ?? []),
        markers.map((m) => m.count),
      );
      return new Feature({ geometry: new Point(centre), features, item: itemOf(markers) });
    },
  });
  return {
    clusterSource,
    layer: new VectorLayer({ source: clusterSource, style: clusterStyle }),
    setMarkers(markers: MapMarker[]) {
      markerSource.clear(true);
      markerSource.addFeatures(markers.map((marker) => new Feature({ geometry: new Point(projected(marker)), marker })));
    },
  };
}
