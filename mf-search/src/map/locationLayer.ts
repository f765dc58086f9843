// The candidate's own position on the map (a 'current location' search). Part of the map engine (createMapController).
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Icon from 'ol/style/Icon';
import Style from 'ol/style/Style';
import { ICON_SCALE, currentLocationIconUrl } from './markerIcons';

/** A layer with the position's dot, and a way to move it (or take it away with null). */
export function createLocationLayer() {
  const source = new VectorSource<Feature<Point>>();
  const icon = new Icon({ src: currentLocationIconUrl(), size: [48, 48], scale: ICON_SCALE });
  return {
    layer: new VectorLayer({ source, style: new Style({ image: icon }) }),
    show(point: { lat: number; lng: number } | null) {
      source.clear(true);
      if (point) source.addFeature(new Feature(new Point(fromLonLat([point.lng, point.lat]))));
    },
  };
}
