import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { CALLING_CODES } from './callingCodes';

it('lists the countries and calling codes libphonenumber-js knows (regenerate the table when an upgrade changes them)', () => {
  expect(Object.keys(CALLING_CODES)).toEqual(getCountries());
  for (const country of getCountries()) expect([country, CALLING_CODES[country]]).toEqual([country, getCountryCallingCode(country)]);
});
