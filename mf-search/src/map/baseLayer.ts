import TopoJSON from 'ol/format/TopoJSON';
import type Feature from 'ol/Feature';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Polygon from 'ol/geom/Polygon';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { countriesUrl } from './countriesUrl';

const SEA = '#d6e6f2';
// Width of the world in the map's projection (EPSG:3857 metres).
const WORLD = 2 * 20037508.342789244;

type Ring = number[][];

/**
 * The shapes are on a sphere: Russia and Fiji step from 180° to -180°, which a flat map draws as a
 * line across the whole world. Make each ring continuous instead (past 180° it leaves the view).
 */
function unwrapRing(ring: Ring): Ring {
  let shift = 0;
  return ring.map(([x = 0, y = 0], i) => {
    const previous = ring[i - 1]?.[0];
    if (previous !== undefined && x - previous > WORLD / 2) shift -= WORLD;
    if (previous !== undefined && previous - x > WORLD / 2) shift += WORLD;
    return [x + shift, y];
  });
}

function unwrapCountry(feature: Feature) {
  const geometry = feature.getGeometry();
  if (geometry instanceof Polygon) geometry.setCoordinates(geometry.getCoordinates().map(unwrapRing));
  if (geometry instanceof MultiPolygon) geometry.setCoordinates(geometry.getCoordinates().map((polygon) => polygon.map(unwrapRing)));
}

const countryStyle = new Style({ fill: new Fill({ color: '#f4f1ea' }), stroke: new Stroke({ color: '#a9b4bf', width: 0.75 }) });

/**
 * The map's background: the company's raster tiles when configured, else the country shapes
 * shipped with the build (no request leaves the site). `onError` runs when it fails to load.
 */
export function createBaseLayer(tileUrl: string | null, onError: () => void): BaseLayer {
  if (tileUrl) {
    const source = new XYZ({ url: tileUrl });
    source.on('tileloaderror', onError);
    return new TileLayer({ source });
  }
  // Only the 'countries' object: the file also holds 'land', the same shapes without borders.
  const source = new VectorSource({ url: countriesUrl, format: new TopoJSON({ layers: ['countries'] }), overlaps: false, wrapX: false });
  source.on('featuresloaderror', onError);
  source.on('addfeature', (event) => event.feature && unwrapCountry(event.feature));
  return new VectorLayer({ source, style: countryStyle, background: SEA, declutter: false });
}
