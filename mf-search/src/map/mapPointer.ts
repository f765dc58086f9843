// Canvas symbols have no DOM: the pointer finds them on the map. Part of the map engine (createMapController).
import type OlMap from 'ol/Map';
import type { Pixel } from 'ol/pixel';
import type VectorLayer from 'ol/layer/Vector';
import type { MapItem } from './mapItems';

/**
 * A click on a symbol activates it; the symbol under the pointer is named in the map's tooltip (`target`'s title)
 * and shows a pointer cursor.
 */
export function listenToPointer(map: OlMap, markerLayer: VectorLayer, target: HTMLElement, activate: (item: MapItem) => void): void {
  const itemAt = (pixel: Pixel) =>
    map.forEachFeatureAtPixel(pixel, (f) => f, { layerFilter: (l) => l === markerLayer, hitTolerance: 4 })?.get('item') as MapItem | undefined;
  map.on('singleclick', (event) => {
    const item = itemAt(event.pixel);
    if (item) activate(item);
  });
  map.on('pointermove', (event) => {
    if (event.dragging) return;
    const item = itemAt(event.pixel);
    target.title = item?.title ?? '';
    target.style.cursor = item ? 'pointer' : '';
  });
}
