import { callingCodeOf, countryList, nextPhoneValue, phoneParts } from './phoneValue';

test('the countries are named in the page’s language and sorted by those names', () => {
  const german = countryList('de');
  expect(german.find((entry) => entry.code === 'DE')).toEqual({ code: 'DE', name: 'Deutschland', callingCode: '+49' });
  const names = german.map((entry) => entry.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
});

test('a stored string shows as its country and number once parsed, and as the number under the default before', () => {
  const parse = () => ({ country: 'DE', callingCode: '+49', number: '15123456789' });
  expect(phoneParts('+4915123456789', 'US', parse)).toEqual({ country: 'DE', callingCode: '+49', number: '15123456789' });
  expect(phoneParts('+4915123456789', 'US', undefined)).toEqual({ country: 'US', callingCode: '+1', number: '+4915123456789' });
  expect(phoneParts(undefined, 'US', parse)).toBeUndefined();
});

test('an untouched default leaves no answer; a chosen country is kept before the number; the code follows the country', () => {
  expect(nextPhoneValue({ country: 'DE', number: '' }, { country: 'US' }, 'US')).toBeUndefined();
  expect(nextPhoneValue({ country: 'US', number: '' }, { country: 'DE' }, 'US')).toEqual({ country: 'DE', callingCode: '+49', number: '' });
  expect(nextPhoneValue({ country: 'DE', number: '151' }, { number: '1512' }, 'US')).toEqual({ country: 'DE', callingCode: '+49', number: '1512' });
  expect(callingCodeOf('XX')).toBe('');
});
