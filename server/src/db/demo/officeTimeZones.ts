/**
 * The time zone of each demo country that has one, for the countries where Northwind Labs holds onsite interviews
 * (Europe, near the company's own Berlin time): an onsite interview is booked at a plausible hour where it happens.
 * Countries with several zones (US, CA, AU, …) are left out, so their positions get video interviews only.
 */
export const OFFICE_TIME_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London', IE: 'Europe/Dublin', PT: 'Europe/Lisbon', ES: 'Europe/Madrid', FR: 'Europe/Paris', BE: 'Europe/Brussels',
  NL: 'Europe/Amsterdam', LU: 'Europe/Luxembourg', DE: 'Europe/Berlin', CH: 'Europe/Zurich', AT: 'Europe/Vienna', IT: 'Europe/Rome',
  MT: 'Europe/Malta', DK: 'Europe/Copenhagen', NO: 'Europe/Oslo', SE: 'Europe/Stockholm', FI: 'Europe/Helsinki', EE: 'Europe/Tallinn',
  LV: 'Europe/Riga', LT: 'Europe/Vilnius', PL: 'Europe/Warsaw', CZ: 'Europe/Prague', SK: 'Europe/Bratislava', HU: 'Europe/Budapest',
  SI: 'Europe/Ljubljana', HR: 'Europe/Zagreb', RS: 'Europe/Belgrade', RO: 'Europe/Bucharest', BG: 'Europe/Sofia', GR: 'Europe/Athens',
};

/** Where an onsite interview for a position in `city` takes place (the Berlin office has its street address). */
export function officeIn(city: string): string {
  return city === 'Berlin' ? 'Northwind Labs, Friedrichstraße 68, Berlin' : `Northwind Labs, ${city} office`;
}
