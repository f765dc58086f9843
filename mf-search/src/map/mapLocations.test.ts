import { isMapLocation, isMarkerAt, mapAreaLocation, mapLocation, parseMapArea } from './mapLocations';

const berlin = { latlong: { lat: 52.52, lng: 13.405 } };

describe('map location strings (spec §4)', () => {
  it('names an area by its south-west and north-east corners as lat,lng', () => {
    expect(mapAreaLocation({ south: 47.2701, west: 5.8663, north: 55.0584, east: 15.0419 })).toBe('Map Area:::47.2701,5.8663,55.0584,15.0419');
  });

  it('rounds area corners to 6 decimals so equal views give equal searches', () => {
    expect(mapAreaLocation({ south: -75, west: -179.9, north: 80.123456789, east: 179.9 })).toBe('Map Area:::-75,-179.9,80.123457,179.9');
  });

  it('names one pin by its exact coordinates', () => {
    expect(mapLocation(berlin)).toBe('Map Location:::52.52,13.405');
  });

  it('reads an area back, whichever corners came first', () => {
    expect(parseMapArea('Map Area:::55,15,47,5')).toEqual({ south: 47, north: 55, west: 5, east: 15 });
    expect(parseMapArea('Map Location:::52.52,13.405')).toBeNull();
    expect(parseMapArea('Map Area:::1,2,3')).toBeNull();
  });

  it('knows which marker a location points at', () => {
    expect(isMarkerAt(berlin, 'Map Location:::52.52,13.405')).toBe(true);
    expect(isMarkerAt(berlin, 'Berlin, Berlin, Germany:::52.52,13.405')).toBe(true);
    expect(isMarkerAt(berlin, 'Map Location:::48.1351,11.582')).toBe(false);
    expect(isMarkerAt(berlin, 'Map Area:::52.52,13.405,52.52,13.405')).toBe(false);
    expect(isMarkerAt(berlin, 'Berlin')).toBe(false);
    expect(isMarkerAt(berlin, null)).toBe(false);
  });

  it('tells map searches from typed places', () => {
    expect(isMapLocation(mapLocation(berlin))).toBe(true);
    expect(isMapLocation('Map Area:::1,2,3,4')).toBe(true);
    expect(isMapLocation('Berlin')).toBe(false);
    expect(isMapLocation('remote')).toBe(false);
  });
});
