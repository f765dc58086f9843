import { lazy } from 'react';

/** The map, downloaded with OpenLayers only when first rendered; wrap it in <Suspense>. */
export const LazyMapView = lazy(() => import('./MapView'));
