import fc from 'fast-check';
import { formatSsn, isSsn } from './formatSsn';
import { formatSin, isSin } from './formatSin';
import { parseRegexRule } from './parseRegexRule';
import { cleanPhoneInput, isPhoneText, phoneToString } from './phone';

const digitsOf = (text: string) => text.replace(/\D/g, '');
const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe.each([
  ['formatSsn', formatSsn, isSsn, /^\d{0,3}(-\d{1,2}(-\d{1,4})?)?$/],
  ['formatSin', formatSin, isSin, /^\d{0,3}(-\d{1,3}(-\d{1,3})?)?$/],
])('%s', (_name, format, isComplete, partial) => {
  it('keeps the first 9 digits in order, at most 11 characters, in the partial format', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = format(input);
        expect(digitsOf(out)).toBe(digitsOf(input).slice(0, 9));
        expect(out.length).toBeLessThanOrEqual(11);
        expect(out).toMatch(partial);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (input) => expect(format(format(input))).toBe(format(input))));
  });

  it('completes exactly when 9 digits were typed', () => {
    fc.assert(
      fc.property(digitString(0, 14), fc.string({ unit: fc.constantFrom('-', ' ', 'x', '.'), maxLength: 3 }), (digits, noise) => {
        const out = format(`${noise}${digits}${noise}`);
        expect(isComplete(out)).toBe(digits.length >= 9);
      }),
    );
  });
});

describe('phone formatting', () => {
  it('stores a phone as calling code followed by the digits', () => {
    fc.assert(
      fc.property(digitString(1, 3), digitString(1, 12), (code, number) => {
        const spaced = number.replace(/(\d{3})/g, '$1 ');
        expect(phoneToString({ callingCode: `+${code}`, number: spaced, country: 'US' })).toBe(`+${code}${number}`);
      }),
    );
  });

  it('accepts digits, dashes and parentheses and refuses any letter', () => {
    fc.assert(
      fc.property(digitString(4, 15), fc.constantFrom('-', '(', ')', ' ', ''), (digits, sep) => {
        expect(isPhoneText(digits.split('').join(sep))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(digitString(4, 12), fc.stringMatching(/^[a-zA-Z]$/), fc.nat(12), (digits, letter, at) => {
        const i = Math.min(at, digits.length);
        expect(isPhoneText(digits.slice(0, i) + letter + digits.slice(i))).toBe(false);
      }),
    );
  });

  it('cleans typed input down to phone characters, keeping every digit', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const out = cleanPhoneInput(input);
        expect(out).toMatch(/^[\d\s().+-]*$/);
        expect(digitsOf(out)).toBe(input.replace(/[^0-9]/g, ''));
      }),
    );
  });
});

describe('parseRegexRule', () => {
  it('reads /pattern/flags as that pattern and flags (without g and y)', () => {
    const flagSets = fc.subarray(['i', 'm', 's', 'u', 'g', 'y'], { minLength: 0 }).map((f) => f.join(''));
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9 ]{0,10}$/), flagSets, (body, flags) => {
        const source = body.replace(/ /g, '\\s');
        const regex = parseRegexRule(`/${source}/${flags}`);
        expect(regex).not.toBeNull();
        expect(regex?.source).toBe(new RegExp(source).source);
        expect([...(regex?.flags ?? '')].sort().join('')).toBe([...flags.replace(/[gy]/g, '')].sort().join(''));
      }),
    );
  });

  it('takes a bare string as a pattern without flags', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,10}$/), (body) => {
        expect(parseRegexRule(body)?.source).toBe(body);
        expect(parseRegexRule(body)?.flags).toBe('');
      }),
    );
  });

  it('never throws, and gives the same answer on repeated tests', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (rule, text) => {
        const regex = parseRegexRule(rule);
        if (regex) expect(regex.test(text)).toBe(regex.test(text));
      }),
    );
    expect(parseRegexRule('/(unclosed/')).toBeNull();
    expect(parseRegexRule('/abc/q')).toBeNull();
  });
});
