import { useEffect, useRef, useState, type RefObject } from 'react';
import { createMapController, type MapController, type MapHandlers } from './createMapController';
import type { MapState } from './mapState';
import { isMapLocation, parseMapArea } from './mapLocations';
import type { MapTranslate } from './mapMessages';
import type { MapViewProps } from './types';

const EMPTY: MapState = { items: [], canZoomIn: true, canZoomOut: true, baseMapFailed: false };

/**
 * Keeps one OpenLayers map in `targetRef` in step with the props. The map is created once per
 * tile source; markers, selection and the current location are pushed into it as they change.
 */
export function useMapController(
  targetRef: RefObject<HTMLDivElement | null>,
  { markers, tileUrl, currentLocation, selectedLocation, onMarkerSelect }: MapViewProps,
  t: MapTranslate,
): { controller: MapController | null; state: MapState } {
  const [controller, setController] = useState<MapController | null>(null);
  const [state, setState] = useState<MapState>(EMPTY);
  const handlers = useRef<MapHandlers>({ t, selectedLocation, onMarkerSelect, onStateChange: setState });
  const latestMarkers = useRef(markers);
  // First in order, so the effects below already see this render's props.
  useEffect(() => {
    handlers.current = { t, selectedLocation, onMarkerSelect, onStateChange: setState };
    latestMarkers.current = markers;
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const created = createMapController(target, tileUrl, () => handlers.current);
    setController(created);
    return () => {
      created.dispose();
      setController(null);
    };
  }, [targetRef, tileUrl]);

  // Pages pass a new array on every render: follow the markers' content, not their identity.
  const markersKey = markers.map((m) => `${m.id}=${m.count}`).join(';');
  const fitted = useRef<MapController | null>(null);
  useEffect(() => {
    if (!controller) return;
    const first = fitted.current !== controller;
    fitted.current = controller;
    const area = parseMapArea(handlers.current.selectedLocation);
    // After a search from the map itself the candidate chose this view: keep it.
    const keepView = isMapLocation(handlers.current.selectedLocation);
    controller.setMarkers(latestMarkers.current, first ? !area : !keepView);
    if (first && area) controller.showArea(area);
  }, [controller, markersKey]);

  useEffect(() => {
    controller?.refreshSelection();
  }, [controller, selectedLocation]);

  const lat = currentLocation?.lat;
  const lng = currentLocation?.lng;
  useEffect(() => {
    controller?.setCurrentLocation(lat === undefined || lng === undefined ? null : { lat, lng });
  }, [controller, lat, lng]);

  return { controller, state };
}
