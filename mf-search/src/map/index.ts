// The map's public face. Nothing here imports OpenLayers: the page bundle stays small and the map
// code arrives only when <LazyMapView> renders.
export { LazyMapView } from './LazyMapView';
export { markersFromFilters } from './markersFromFilters';
export { mapAreaLocation, mapLocation } from './mapLocations';
export type { MapBounds, MapMarker, MapViewProps, MarkerFilter } from './types';
