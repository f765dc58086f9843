import { Suspense } from 'react';
import { Spinner } from '@careers/shared/ui';
import { LazyMapView, mapLocation, type MapMarker } from '../../map';

/** A location typed as "current location::: lat, lng" (useGeolocationSearch): where the map puts the visitor. */
const coordsOf = (location: string) => {
  const match = /^current location:::\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)/i.exec(location);
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : null;
};

export interface SearchMapProps {
  markers: MapMarker[];
  tileUrl: string | null;
  /** The searched location: where the map starts and which marker it marks. */
  location: string;
  /** A new search at a place the map names (the area on screen, or a marker's location). */
  searchAt: (location: string) => void;
  onClose: () => void;
}

/** The search's map (spec §4 Map), loaded when first opened: its markers are the places the results' filters count. */
export function SearchMap({ markers, tileUrl, location, searchAt, onClose }: SearchMapProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyMapView
        markers={markers}
        tileUrl={tileUrl}
        currentLocation={coordsOf(location)}
        selectedLocation={location || null}
        onSearchArea={searchAt}
        onMarkerSelect={(marker) => searchAt(mapLocation(marker))}
        onClose={onClose}
      />
    </Suspense>
  );
}
