import { phoneNumberError } from './phoneNumberError';

const INVALID = 'Enter a valid phone number';
const CALLING_CODE = 'Invalid country calling code';

describe('the general phone validator (spec §5 General)', () => {
  it.each([
    ['+49 151 23456789', undefined],
    ['+1 (202) 555.0143', undefined],
    ['+44 7400 123456', undefined],
    ['+999 1234 5678', CALLING_CODE],
    // A national number with no country to read it by has no calling code either.
    ['(202) 555-0143', CALLING_CODE],
    ['+49 1', INVALID],
    ['+1 202 555 0143 ext. 12', INVALID],
    ['+1 800 FLOWERS', INVALID],
    ['call +1 202 555 0143', INVALID],
    ['', INVALID],
  ])('strict: %j → %s', (text, expected) => {
    expect(phoneNumberError(text)).toBe(expected);
    expect(phoneNumberError(text, { strict: true })).toBe(expected);
  });

  it.each([
    ['+1 202 555 0143 ext. 12', undefined],
    ['(202) 555-0143 x12', undefined],
    ['call +1 202 555 0143', INVALID],
    ['#202 555 0143', INVALID],
    ['-202 555 0143', INVALID],
    ['+999 1234 5678', CALLING_CODE],
    ['+49 1', INVALID],
  ])('not strict: %j → %s', (text, expected) => {
    expect(phoneNumberError(text, { strict: false, country: text.startsWith('(') ? 'US' : undefined })).toBe(expected);
  });

  it('reads national numbers by the given country and refuses numbers of another one', () => {
    expect(phoneNumberError('(202) 555-0143', { country: 'US' })).toBeUndefined();
    expect(phoneNumberError('0151 23456789', { country: 'DE' })).toBeUndefined();
    expect(phoneNumberError('+4915123456789', { country: 'DE' })).toBeUndefined();
    expect(phoneNumberError('+4915123456789', { country: 'US' })).toBe(INVALID);
    expect(phoneNumberError('(416) 555-0100', { country: 'US' })).toBe(INVALID);
    expect(phoneNumberError('(202) 555-0143', { country: 'ZZ' })).toBe(CALLING_CODE);
  });
});
