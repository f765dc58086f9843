import type { FeatureLike } from 'ol/Feature';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { CLUSTER_ICON_SIZES } from './mapConstants';
import type { MapItem } from './mapItems';
import { ICON_SCALE, MARKER_COLORS, PIN_SIZE, clusterIconUrl, pinIconUrl, type MarkerColor } from './markerIcons';

/** Count text size per cluster style: bigger circles carry bigger numbers. */
const FONT_SIZES = { 1: 16, 2: 18, 3: 20 } as const;

// Styles are asked for on every frame; icons and texts are few, so keep them.
const cache = new Map<string, Style>();

function colorOf(item: MapItem): MarkerColor {
  if (item.selected) return 'selected';
  return item.allRemote ? 'remote' : 'onsite';
}

/** The OpenLayers style of one map item (spec §9): pin for one job, circles of 76/88/112 px by job count. */
function styleForItem(item: MapItem): Style {
  const color = colorOf(item);
  const key = `${item.styleNumber}|${color}|${item.count}`;
  let style = cache.get(key);
  if (style) return style;
  // Selected and busier symbols are drawn over the others.
  const zIndex = (item.selected ? 1_000_000 : 0) + item.count;
  if (item.styleNumber === 4) {
    const size = [PIN_SIZE.width / ICON_SCALE, PIN_SIZE.height / ICON_SCALE];
    style = new Style({ zIndex, image: new Icon({ src: pinIconUrl(color), size, scale: ICON_SCALE, anchor: [0.5, 1] }) });
  } else {
    const side = CLUSTER_ICON_SIZES[item.styleNumber] / ICON_SCALE;
    style = new Style({
      zIndex,
      image: new Icon({ src: clusterIconUrl(item.styleNumber, color), size: [side, side], scale: ICON_SCALE }),
      text: new Text({
        text: String(item.count),
        font: `700 ${FONT_SIZES[item.styleNumber]}px system-ui, sans-serif`,
        fill: new Fill({ color: MARKER_COLORS.text }),
      }),
    });
  }
  cache.set(key, style);
  return style;
}

/** Style function of the cluster layer: each cluster feature carries its `MapItem` as 'item'. */
export function clusterStyle(feature: FeatureLike): Style | undefined {
  const item = feature.get('item') as MapItem | undefined;
  return item ? styleForItem(item) : undefined;
}
