// The map engine: one OpenLayers map with a background, clustered job markers and the
// candidate's own position. Plain TypeScript (React only drives it through useMapController), and
// larger than most files here because every map behaviour of spec §2/§9 meets in it.
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { boundingExtent, getCenter, type Extent } from 'ol/extent';
import Point from 'ol/geom/Point';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, transformExtent } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import Icon from 'ol/style/Icon';
import Style from 'ol/style/Style';
import { prefersReducedMotion } from '@careers/shared/ui';
import { createBaseLayer } from './baseLayer';
import { clusterStyle } from './clusterStyle';
import { AUTO_FIT_MAX_ZOOM, CLUSTER_DISTANCE, MAP_LIMITS } from './mapConstants';
import { mapItemOf, type MapItem } from './mapItems';
import { mapAreaLocation } from './mapLocations';
import type { MapTranslate } from './mapMessages';
import { ICON_SCALE, currentLocationIconUrl } from './markerIcons';
import type { MapBounds, MapMarker } from './types';

export interface MapState {
  /** Symbols in view, most jobs first: the accessible list mirrors them. */
  items: MapItem[];
  canZoomIn: boolean;
  canZoomOut: boolean;
  baseMapFailed: boolean;
}

/** Read on every use, so the map never holds on to stale props. */
export interface MapHandlers {
  t: MapTranslate;
  selectedLocation: string | null | undefined;
  onMarkerSelect(marker: MapMarker): void;
  onStateChange(state: MapState): void;
}

export interface MapController {
  /** Replaces the markers; `fit` zooms to them (or to the whole world when there are none). */
  setMarkers(markers: MapMarker[], fit: boolean): void;
  /** Shows exactly this area (a 'Map Area' search being reopened). */
  showArea(bounds: MapBounds): void;
  /** Redraws which place is selected after `selectedLocation` changed. */
  refreshSelection(): void;
  setCurrentLocation(point: { lat: number; lng: number } | null): void;
  centerOn(point: { lat: number; lng: number }): void;
  zoomBy(delta: number): void;
  /** A cluster zooms to its markers; a place is selected. */
  activate(item: MapItem): void;
  /** 'Map Area:::…' for the visible part of the map, within the map's bounds. */
  areaLocation(): string;
  dispose(): void;
}

const { west, south, east, north } = MAP_LIMITS.bounds;
const LIMITS = transformExtent([west, south, east, north], 'EPSG:4326', 'EPSG:3857');
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const markerOf = (feature: Feature) => feature.get('marker') as MapMarker;
const projected = (marker: MapMarker) => fromLonLat([marker.latlong.lng, marker.latlong.lat]);

// Motion only for people who have not asked their system for less of it; where the browser cannot say
// (jsdom), none: the view jumps to its place at once.
function animationMs(): number | undefined {
  return prefersReducedMotion(true) ? undefined : 250;
}

export function createMapController(target: HTMLElement, tileUrl: string | null, handlers: () => MapHandlers): MapController {
  let baseMapFailed = false;
  const markerSource = new VectorSource<Feature<Point>>();
  const clusterSource = new Cluster<Feature<Point>>({
    source: markerSource,
    distance: CLUSTER_DISTANCE,
    // Weighted by jobs: a cluster sits nearer its busiest places and shows their job total.
    createCluster: (_point, features) => {
      const markers = features.map(markerOf);
      const total = markers.reduce((sum, m) => sum + m.count, 0);
      let [cx, cy] = [0, 0];
      features.forEach((f, i) => {
        const [x = 0, y = 0] = f.getGeometry()?.getCoordinates() ?? [];
        const weight = (markers[i]?.count ?? 0) / total;
        cx += x * weight;
        cy += y * weight;
      });
      const { t, selectedLocation } = handlers();
      return new Feature({ geometry: new Point([cx, cy]), features, item: mapItemOf(markers, selectedLocation, t) });
    },
  });
  const markerLayer = new VectorLayer({ source: clusterSource, style: clusterStyle });
  const locationSource = new VectorSource<Feature<Point>>();
  const locationIcon = new Icon({ src: currentLocationIconUrl(), size: [48, 48], scale: ICON_SCALE });
  const locationLayer = new VectorLayer({ source: locationSource, style: new Style({ image: locationIcon }) });

  const view = new View({
    extent: LIMITS,
    center: getCenter(LIMITS),
    zoom: MAP_LIMITS.minZoom,
    minZoom: MAP_LIMITS.minZoom,
    maxZoom: MAP_LIMITS.maxZoom,
    enableRotation: false,
  });
  const map = new OlMap({
    target,
    view,
    controls: [],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    layers: [
      createBaseLayer(tileUrl, () => {
        baseMapFailed = true;
        publish();
      }),
      // Under the markers: the dot must not hide a cluster's job count.
      locationLayer,
      markerLayer,
    ],
  });

  function viewExtent(): Extent {
    return view.calculateExtent(map.getSize());
  }

  function publish() {
    const zoom = view.getZoom() ?? MAP_LIMITS.minZoom;
    const resolution = view.getResolution();
    if (resolution === undefined) return;
    // At the deepest zoom, zooming cannot split a cluster any more: show every place on its own.
    const distance = zoom >= MAP_LIMITS.maxZoom - 1e-6 ? 0 : CLUSTER_DISTANCE;
    if (clusterSource.getDistance() !== distance) clusterSource.setDistance(distance);
    // Cluster now, not at the next frame: the list must not depend on the canvas drawing.
    const extent = viewExtent();
    clusterSource.loadFeatures(extent, resolution, view.getProjection());
    const items = clusterSource
      .getFeaturesInExtent(extent)
      .map((f) => f.get('item') as MapItem)
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    handlers().onStateChange({
      items,
      canZoomIn: (view.getConstrainedZoom(zoom + 1) ?? zoom) > zoom + 1e-3,
      canZoomOut: (view.getConstrainedZoom(zoom - 1) ?? zoom) < zoom - 1e-3,
      baseMapFailed,
    });
  }

  // Programmatic moves publish at once when they do not animate; animations end in 'moveend'.
  const afterMove = () => {
    if (!view.getAnimating()) publish();
  };

  function fit(extent: Extent, maxZoom: number) {
    const [width = 0, height = 0] = map.getSize() ?? [];
    // Padding 100 (spec §9) would leave nothing of a small phone map; keep at least half of it.
    const pad = Math.min(MAP_LIMITS.boundsPadding, Math.floor(Math.min(width, height) / 4));
    view.fit(extent, { padding: [pad, pad, pad, pad], maxZoom, duration: animationMs() });
    afterMove();
  }

  map.on('moveend', publish);
  map.on('singleclick', (event) => {
    const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 4 });
    const item = feature?.get('item') as MapItem | undefined;
    if (item) controller.activate(item);
  });
  // Canvas symbols have no DOM: name the one under the pointer in the map's tooltip.
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 4 });
    const item = feature?.get('item') as MapItem | undefined;
    target.title = item?.title ?? '';
    target.style.cursor = item ? 'pointer' : '';
  });

  const controller: MapController = {
    setMarkers(markers, shouldFit) {
      markerSource.clear(true);
      markerSource.addFeatures(markers.map((marker) => new Feature({ geometry: new Point(projected(marker)), marker })));
      if (!shouldFit) return publish();
      if (markers.length === 0) return fit(LIMITS, MAP_LIMITS.maxZoom);
      fit(boundingExtent(markers.map(projected)), AUTO_FIT_MAX_ZOOM);
    },
    showArea(bounds) {
      view.fit(transformExtent([bounds.west, bounds.south, bounds.east, bounds.north], 'EPSG:4326', 'EPSG:3857'));
      publish();
    },
    refreshSelection() {
      clusterSource.refresh();
      publish();
    },
    setCurrentLocation(point) {
      locationSource.clear(true);
      if (point) locationSource.addFeature(new Feature(new Point(fromLonLat([point.lng, point.lat]))));
    },
    centerOn(point) {
      view.animate({ center: fromLonLat([point.lng, point.lat]), duration: animationMs() ?? 0 });
      afterMove();
    },
    zoomBy(delta) {
      const zoom = view.getZoom();
      if (zoom === undefined) return;
      view.animate({ zoom: view.getConstrainedZoom(zoom + delta), duration: animationMs() ?? 0 });
      afterMove();
    },
    activate(item) {
      const first = item.markers[0];
      if (item.kind === 'place' && first) return handlers().onMarkerSelect(first);
      fit(boundingExtent(item.markers.map(projected)), MAP_LIMITS.maxZoom);
    },
    areaLocation() {
      // transformExtent, not toLonLat: a view wider than the world must clamp, not wrap around.
      const [w = west, s = south, e = east, n = north] = transformExtent(viewExtent(), 'EPSG:3857', 'EPSG:4326');
      return mapAreaLocation({
        west: clamp(w, west, east),
        south: clamp(s, south, north),
        east: clamp(e, west, east),
        north: clamp(n, south, north),
      });
    },
    dispose() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
  return controller;
}
