/** One place on the map with jobs (spec §3 Map marker). */
export interface MapMarker {
  /** Stable per place and remote flag: the server groups markers by coordinates and is_remote. */
  id: string;
  latlong: { lat: number; lng: number };
  /** Jobs at this place. */
  count: number;
  /** The place's name, e.g. 'Berlin, Berlin, Germany'. */
  location: string;
  is_remote: boolean;
}

/** The visible part of the map in degrees. */
export interface MapBounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

export interface MapViewProps {
  markers: MapMarker[];
  /** Raster tile template (pcsxConfig.searchConfig.mapConfig.tileUrl); null uses the country shapes shipped with the product. */
  tileUrl: string | null;
  currentLocation: { lat: number; lng: number } | null;
  /** The search's location string; a pin at its coordinates is drawn as selected, and the map does not re-fit after map searches. */
  selectedLocation?: string | null;
  /** Called with a 'Map Area:::…' location for the visible part of the map. */
  onSearchArea(location: string): void;
  /** Called when a single place (pin) is chosen; `mapLocation(marker)` gives its location string. */
  onMarkerSelect(marker: MapMarker): void;
  onClose?(): void;
}

/** A filter of the search response's filterDef.allFilters, as far as markers need it. */
export interface MarkerFilter {
  filterName: string;
  options: ReadonlyArray<{ label: string; value: string; count?: number }>;
}
