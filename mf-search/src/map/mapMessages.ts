import { registerCatalogue } from '@careers/shared/i18n';

/** English texts of the map; `search.map.clusterTitle` is the spec's §9 text. */
const mapMessages = {
  'search.map.region': 'Map of jobs',
  'search.map.canvas': 'Map. Arrow keys move the map, plus and minus keys zoom.',
  'search.map.zoomIn': 'Zoom in',
  'search.map.zoomOut': 'Zoom out',
  'search.map.searchArea': 'Search this area',
  'search.map.close': 'Close map',
  'search.map.currentLocation': 'Your location',
  'search.map.clusterTitle': '%(count)s Jobs, click to expand',
  'search.map.clusterPlaces': '%(places)s and %(more)s more',
  'search.map.place': '%(location)s, {count, plural, one {# job} other {# jobs}}',
  'search.map.remotePlace': '%(location)s, {count, plural, one {# remote job} other {# remote jobs}}',
  'search.map.listLabel': 'Places on the map',
  'search.map.noMarkers': 'No jobs to show on the map.',
  'search.map.noneVisible': 'No jobs in this part of the map. Zoom out or move the map.',
  'search.map.baseMapError': 'The map background did not load; pins still work.',
};

registerCatalogue('en', mapMessages);

type MapMessageKey = keyof typeof mapMessages;
/** Translator shape the non-React map code takes, so it stays independent of React context. */
export type MapTranslate = (key: MapMessageKey, values?: Record<string, string | number>) => string;
