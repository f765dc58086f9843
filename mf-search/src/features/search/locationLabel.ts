/**
 * What the location box shows for a location string: the keywords of spec §4 ('current location',
 * 'Map Location', 'Map Area', each followed by ':::' and coordinates) get a readable name, a place
 * with coordinates ('Berlin:::52.5,13.4') shows its name, anything else shows as typed.
 */
export function locationLabel(location: string, t: (key: string) => string): string {
  const [name = '', coords] = location.split(':::');
  if (coords === undefined) return location;
  const keyword = name.trim().toLowerCase();
  if (keyword === 'current location') return t('search.location.current');
  if (keyword === 'map location') return t('search.location.mapPoint');
  if (keyword === 'map area') return t('search.location.mapArea');
  return name.trim();
}

/** The location string of the browser's position (spec §4 map keywords). */
export const currentLocationString = (lat: number, lng: number) => `current location:::${lat},${lng}`;
