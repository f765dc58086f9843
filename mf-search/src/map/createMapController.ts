// The map engine: one OpenLayers map with a background, clustered job markers and the
// candidate's own position. Plain TypeScript (React only drives it through useMapController). Every map behaviour
// of spec §2/§9 meets here; its parts live beside it (createOlMap, jobClusters, locationLayer, mapState, mapPointer,
// mapArea).
import { boundingExtent, type Extent } from 'ol/extent';
import { fromLonLat, transformExtent } from 'ol/proj';
import { prefersReducedMotion } from '@careers/shared/ui';
import { createBaseLayer } from './baseLayer';
import { createOlMap } from './createOlMap';
import { createJobClusters, projected } from './jobClusters';
import { createLocationLayer } from './locationLayer';
import { areaLocationOf, fitPadding, LIMITS } from './mapArea';
import { AUTO_FIT_MAX_ZOOM, MAP_LIMITS } from './mapConstants';
import { mapItemOf, type MapItem } from './mapItems';
import type { MapTranslate } from './mapMessages';
import { listenToPointer } from './mapPointer';
import { readMapState, type MapState } from './mapState';
import type { MapBounds, MapMarker } from './types';

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

// Motion only for people who have not asked their system for less of it; where the browser cannot say
// (jsdom), none: the view jumps to its place at once.
function animationMs(): number | undefined {
  return prefersReducedMotion(true) ? undefined : 250;
}

export function createMapController(target: HTMLElement, tileUrl: string | null, handlers: () => MapHandlers): MapController {
  let baseMapFailed = false;
  const clusters = createJobClusters((markers) => {
    const { t, selectedLocation } = handlers();
    return mapItemOf(markers, selectedLocation, t);
  });
  const { clusterSource, layer: markerLayer } = clusters;
  const location = createLocationLayer();

  const { map, view } = createOlMap(target, [
    createBaseLayer(tileUrl, () => {
      baseMapFailed = true;
      publish();
    }),
    // Under the markers: the dot must not hide a cluster's job count.
    location.layer,
    markerLayer,
  ]);

  const viewExtent = (): Extent => view.calculateExtent(map.getSize());

  function publish() {
    const shown = readMapState(view, clusterSource, viewExtent());
    if (shown) handlers().onStateChange({ ...shown, baseMapFailed });
  }

  // Programmatic moves publish at once when they do not animate; animations end in 'moveend'.
  const afterMove = () => {
    if (!view.getAnimating()) publish();
  };

  function fit(extent: Extent, maxZoom: number) {
    const pad = fitPadding(map.getSize());
    view.fit(extent, { padding: [pad, pad, pad, pad], maxZoom, duration: animationMs() });
    afterMove();
  }

  map.on('moveend', publish);
  listenToPointer(map, markerLayer, target, (item) => controller.activate(item));

  const controller: MapController = {
    setMarkers(markers, shouldFit) {
      clusters.setMarkers(markers);
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
    setCurrentLocation: location.show,
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
    areaLocation: () => areaLocationOf(viewExtent()),
    dispose() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
  return controller;
}
