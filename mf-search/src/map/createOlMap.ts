// The OpenLayers map and view the map engine (createMapController) drives.
import OlMap from 'ol/Map';
import View from 'ol/View';
import { getCenter } from 'ol/extent';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import type BaseLayer from 'ol/layer/Base';
import { LIMITS } from './mapArea';
import { MAP_LIMITS } from './mapConstants';

/**
 * A map of `layers` (bottom first) in `target`, within the spec's limits (§9), showing the whole world at first.
 * No rotation (no gesture turns it), and no built-in controls: the page draws its own (MapControls).
 */
export function createOlMap(target: HTMLElement, layers: BaseLayer[]): { map: OlMap; view: View } {
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
    layers,
  });
  return { map, view };
}
