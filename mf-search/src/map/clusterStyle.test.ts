import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type Icon from 'ol/style/Icon';
import { createI18n } from '@careers/shared/i18n';
import { clusterStyle } from './clusterStyle';
import { mapItemOf } from './mapItems';
import type { MapTranslate } from './mapMessages';
import './mapMessages';
import type { MapMarker } from './types';

const t = createI18n({ locale: 'en' }).t as MapTranslate;

/** A cluster feature as the map makes it: markers spread apart, `count` jobs in all. */
function cluster(count: number, places = 2): Feature {
  const markers: MapMarker[] = Array.from({ length: places }, (_, i) => ({
    id: `onsite:${i},${i}`,
    latlong: { lat: i, lng: i },
    count: i === 0 ? count - (places - 1) : 1,
    location: `Place ${i}`,
    is_remote: false,
  }));
  return new Feature({ geometry: new Point([0, 0]), item: mapItemOf(markers, null, t) });
}

function drawn(feature: Feature) {
  const style = clusterStyle(feature);
  if (!style) throw new Error('no style');
  const icon = style.getImage() as Icon;
  return { width: icon.getWidth() ?? 0, height: icon.getHeight() ?? 0, text: style.getText()?.getText() ?? null };
}

describe('clusterStyle (spec §9 sizes)', () => {
  it.each([
    [2, 76],
    [9, 76],
    [10, 88],
    [59, 88],
    [60, 112],
    [1200, 112],
  ])('a cluster of %i jobs is %i px wide and shows its count', (count, size) => {
    const feature = cluster(count);
    expect(drawn(feature)).toEqual({ width: size, height: size, text: String(count) });
    expect(feature.get('item').title).toBe(`${count} Jobs, click to expand`);
  });

  it('draws a single job as a pin without a number', () => {
    const result = drawn(cluster(1, 1));
    expect(result.text).toBeNull();
    expect(result.height).toBeGreaterThan(result.width);
    expect(result.width).toBeLessThan(76);
  });

  it('draws nothing for a feature that is not a map item', () => {
    expect(clusterStyle(new Feature(new Point([0, 0])))).toBeUndefined();
  });
});
