// Country shapes shipped with the product (Natural Earth 1:110m, TopoJSON): the map works offline.
// Its own module so tests can replace the address; jest cannot resolve `?url` imports.
import countriesUrl from 'world-atlas/countries-110m.json?url';

export { countriesUrl };
