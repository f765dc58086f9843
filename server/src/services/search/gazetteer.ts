import { CITIES, type City } from '../../db/demo/cities';

/**
 * Turns a typed place ("Berlin", "austin, tx", "Germany", "DE") into a point or a country, using
 * the cities shipped with the product: no network, no geocoding service.
 */
export type Place =
  | { kind: 'city'; name: string; lat: number; lng: number; country: string }
  | { kind: 'country'; name: string; country: string };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** Place text as compared: accents dropped, lower case, punctuation runs as one space. */
export const normalPlace = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const byCity = new Map<string, City[]>();
const byCountry = new Map<string, string>();
for (const city of CITIES) {
  const key = normalPlace(city.name);
  byCity.set(key, [...(byCity.get(key) ?? []), city]);
  const name = countryNames.of(city.country) ?? city.country;
  byCountry.set(normalPlace(city.country), city.country);
  byCountry.set(normalPlace(name), city.country);
}
// Names people type that Intl does not give.
for (const [alias, code] of [['usa', 'US'], ['united states of america', 'US'], ['uk', 'GB'], ['england', 'GB'], ['great britain', 'GB']] as const) {
  byCountry.set(alias, code);
}

// Abbreviations and local or older spellings people type for the cities above (accents do not
// matter: names are compared after normalPlace). An alias of a city the list lacks is ignored.
const CITY_ALIASES: ReadonlyArray<readonly [alias: string, city: string]> = [
  ['nyc', 'New York'], ['new york city', 'New York'], ['ny', 'New York'], ['manhattan', 'New York'], ['brooklyn', 'New York'],
  ['la', 'Los Angeles'], ['sf', 'San Francisco'], ['san fran', 'San Francisco'], ['bay area', 'San Francisco'],
  ['dc', 'Washington'], ['washington dc', 'Washington'], ['philly', 'Philadelphia'], ['vegas', 'Las Vegas'], ['nola', 'New Orleans'],
  ['slc', 'Salt Lake City'], ['st louis', 'St. Louis'], ['saint louis', 'St. Louis'], ['montréal', 'Montreal'], ['québec', 'Quebec City'],
  ['cdmx', 'Mexico City'], ['ciudad de mexico', 'Mexico City'], ['sao paulo', 'São Paulo'], ['rio', 'Rio de Janeiro'],
  ['münchen', 'Munich'], ['muenchen', 'Munich'], ['köln', 'Cologne'], ['koeln', 'Cologne'], ['frankfurt am main', 'Frankfurt'],
  ['duesseldorf', 'Düsseldorf'], ['wien', 'Vienna'], ['zürich', 'Zurich'], ['zuerich', 'Zurich'], ['genève', 'Geneva'], ['genf', 'Geneva'],
  ['bruxelles', 'Brussels'], ['brussel', 'Brussels'], ['antwerpen', 'Antwerp'], ['lisboa', 'Lisbon'], ['sevilla', 'Seville'],
  ['milano', 'Milan'], ['roma', 'Rome'], ['torino', 'Turin'], ['napoli', 'Naples'], ['firenze', 'Florence'],
  ['københavn', 'Copenhagen'], ['kobenhavn', 'Copenhagen'], ['göteborg', 'Gothenburg'], ['goteborg', 'Gothenburg'],
  ['warszawa', 'Warsaw'], ['krakow', 'Kraków'], ['cracow', 'Kraków'], ['praha', 'Prague'], ['bucuresti', 'Bucharest'],
  ['athina', 'Athens'], ['kiev', 'Kyiv'], ['lvov', 'Lviv'], ['constantinople', 'Istanbul'], ['den haag', 'The Hague'],
  ['bangalore', 'Bengaluru'], ['bombay', 'Mumbai'], ['delhi', 'New Delhi'], ['gurgaon', 'Gurugram'], ['madras', 'Chennai'], ['calcutta', 'Kolkata'],
  ['saigon', 'Ho Chi Minh City'], ['hcmc', 'Ho Chi Minh City'], ['peking', 'Beijing'], ['hk', 'Hong Kong'], ['kl', 'Kuala Lumpur'],
  ['sg', 'Singapore'], ['tlv', 'Tel Aviv'], ['tel aviv yafo', 'Tel Aviv'], ['joburg', 'Johannesburg'], ['bali', 'Denpasar'],
];
for (const [alias, name] of CITY_ALIASES) {
  const cities = byCity.get(normalPlace(name));
  if (cities && !byCity.has(normalPlace(alias))) byCity.set(normalPlace(alias), cities);
}

/** Names of the cities the gazetteer knows, for suggestions of a similar name. */
export const CITY_NAMES: readonly string[] = [...new Set(CITIES.map((c) => c.name))];

function cityPlace(city: City): Place {
  return { kind: 'city', name: `${city.name}, ${city.region}, ${city.country}`, lat: city.lat, lng: city.lng, country: city.country };
}

/** The place a location text names, or null when the gazetteer does not know it. */
export function resolvePlace(text: string): Place | null {
  const parts = text.split(',').map(normalPlace).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return null;
  const cities = byCity.get(first);
  if (cities) {
    // "Portland, OR" or "Berlin, Germany": the rest must agree with the city's region or country.
    const fits = cities.filter((c) =>
      rest.every((part) => part === normalPlace(c.region) || byCountry.get(part) === c.country),
    );
    const city = fits[0] ?? (rest.length === 0 ? cities[0] : undefined);
    if (city) return cityPlace(city);
  }
  if (parts.length === 1) {
    const country = byCountry.get(first);
    if (country) return { kind: 'country', name: countryNames.of(country) ?? country, country };
  }
  return null;
}
