import { validateItem } from './validateItem';
import { basicPhoneChecker } from './phone';
import { libphonenumberChecker } from './libphonenumberChecker';
import { validateItem as validateItemFull } from './index';
import type { FormItem, UploadedFile } from './types';

const MiB = 1024 * 1024;
const file = (name: string, size: number): UploadedFile => ({
  uid: name, name, size, type: '', lastModified: 0, webkitRelativePath: '', fileId: 1, status: 'done',
});
const item = (patch: Partial<FormItem>): FormItem => ({ name: 'field', label: 'Field', type: 'text', ...patch });
const today = new Date(2025, 5, 15); // 15 June 2025

// Every message of spec §5 "Form toolkit", word for word.
const cases: Array<[string, Partial<FormItem>, unknown, string | undefined]> = [
  ['required, short label', { label: 'First name', required: true }, '', 'First name is required'],
  ['required strips trailing punctuation', { label: 'Your city?', required: true }, '  ', 'Your city is required'],
  ['required strips a trailing colon', { label: 'Last name:', required: true }, null, 'Last name is required'],
  ['required at exactly 30 characters', { label: 'A'.repeat(30), required: true }, undefined, `${'A'.repeat(30)} is required`],
  ['required at 31 characters', { label: 'A'.repeat(31), required: true }, '', 'This field is required'],
  ['required, label over 30 characters', { label: 'Tell us why you want to join our team', required: true }, '', 'This field is required'],
  ['required rule with its own message', { rules: [{ type: 'required', message: 'Say something' }] }, '', 'Say something'],
  ['radio requires a value', { type: 'radio', label: 'Shift', required: true, options: [{ label: 'Day', value: 'day' }] }, '', 'Shift is required'],
  ['skill selector requires one entry', { type: 'skillSelector', label: 'Skills', required: true }, [], 'Skills is required'],
  ['checkbox item must be ticked', { type: 'checkboxItem', label: 'I agree.', required: true }, false, 'I agree is required'],
  ['empty array is empty', { type: 'checkbox', label: 'Days', required: true, options: [] }, [], 'Days is required'],
  ['email', { type: 'email', label: 'Email' }, 'someone@', 'Email is invalid. Use the format "name@example.com".'],
  ['email rule on text', { rules: [{ type: 'email' }] }, 'a@b.c', 'Email is invalid. Use the format "name@example.com".'],
  ['email ok', { type: 'email' }, 'Someone@Example.org', undefined],
  ['date range with only a start', { type: 'dateRange' }, { startDate: '01/2020', endDate: '', isCurrent: false }, 'Please enter both a start and end date.'],
  ['date range with only an end', { type: 'dateRange' }, { startDate: '', endDate: '01/2020' }, 'Please enter both a start and end date.'],
  ['date range both empty is fine', { type: 'dateRange' }, { startDate: '', endDate: '', isCurrent: false }, undefined],
  ['date range current needs no end', { type: 'dateRange' }, { startDate: '01/2020', endDate: '', isCurrent: true }, undefined],
  ['phone', { rules: [{ type: 'phone' }] }, '555-CALL-NOW', 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().'],
  ['phone ok', { rules: [{ type: 'phone' }] }, '(555) 123-4567', undefined],
  ['phone with country, no country', { type: 'phone' }, { callingCode: '+1', number: '2025550123', country: '' }, 'Enter a valid phone number and country code.'],
  ['ssn', { type: 'ssn' }, '123-45-678', 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.'],
  ['ssn ok', { type: 'ssn' }, '123-45-6789', undefined],
  ['sin', { type: 'sin' }, '123-456-78', 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.'],
  ['sin ok', { type: 'sin' }, '123-456-789', undefined],
  ['regex', { rules: [{ type: 'regex', value: '/^[a-z]+$/' }] }, 'ABC', 'Enter a valid value.'],
  ['regex flags', { rules: [{ type: 'regex', value: '/^[a-z]+$/i' }] }, 'ABC', undefined],
  ['minLength', { rules: [{ type: 'minLength', value: 3 }] }, 'ab', 'Enter at least 3 characters.'],
  ['maxLength', { rules: [{ type: 'maxLength', value: 3 }] }, 'abcd', 'Enter no more than 3 characters.'],
  ['minValue', { type: 'number', rules: [{ type: 'minValue', value: 18 }] }, 17, 'Enter a value greater than or equal to 18.'],
  ['maxValue', { type: 'number', rules: [{ type: 'maxValue', value: 65 }] }, '66', 'Enter a value less than or equal to 65.'],
  ['per-rule message', { rules: [{ type: 'minLength', value: 3, message: 'Too short' }] }, 'ab', 'Too short'],
  ['first failing rule wins', { rules: [{ type: 'maxLength', value: 2 }, { type: 'regex', value: '^\\d+$' }] }, 'abc', 'Enter no more than 2 characters.'],
  ['files: min count', { type: 'file_upload', rules: [{ type: 'minLength', value: 2 }] }, [file('a.pdf', 1)], 'Upload at least 2 files.'],
  ['files: max count', { type: 'fileUpload', rules: [{ type: 'maxLength', value: 1 }] }, [file('a.pdf', 1), file('b.pdf', 1)], 'Upload no more than 1 file.'],
  ['files: max count of two', { type: 'fileUpload', rules: [{ type: 'maxLength', value: 2 }] }, [file('a.pdf', 1), file('b.pdf', 1), file('c.pdf', 1)], 'Upload no more than 2 files.'],
  ['files: 1 MB is 1 MiB', { type: 'file_upload', rules: [{ type: 'maxFileSizeMB', value: 1 }] }, [file('a.pdf', MiB)], undefined],
  ['files: each size lists names', { type: 'file_upload', rules: [{ type: 'maxFileSizeMB', value: 1 }] }, [file('big.pdf', MiB + 1), file('ok.pdf', 10), file('huge.png', 5 * MiB)], 'These files are larger than 1 MB: big.pdf, huge.png.'],
  ['files: cumulative size', { type: 'file_upload', rules: [{ type: 'maxCumulativeFileSizeMB', value: 2 }] }, [file('a.pdf', MiB), file('b.pdf', MiB + 1)], 'The files together are larger than 2 MB.'],
  ['files: default types', { type: 'file_upload' }, [file('run.exe', 1)], 'These files are not of an accepted type (.doc, .docx, .pdf, .txt, .png, .jpg, .jpeg): run.exe.'],
  ['files: still uploading', { type: 'file_upload' }, [file('a.pdf', 1), { ...file('cv.pdf', 1), status: 'uploading' }], 'Wait until these files have finished uploading: cv.pdf.'],
  ['list: min with its message', { type: 'dynamicList', rules: [{ type: 'minLength', value: 1, message: 'Add a job' }] }, [], 'Add a job'],
  ['list: max', { type: 'dynamicList', rules: [{ type: 'maxLength', value: 1 }] }, [{}, {}], 'Add no more than 1 item.'],
  ['list: max of two', { type: 'dynamicList', rules: [{ type: 'maxLength', value: 2 }] }, [{}, {}, {}], 'Add no more than 2 items.'],
  ['list: min of two', { type: 'dynamicList', rules: [{ type: 'minLength', value: 2 }] }, [{}], 'Add at least 2 items.'],
  ['maxLength of one', { rules: [{ type: 'maxLength', value: 1 }] }, 'ab', 'Enter no more than 1 character.'],
  ['a rule\'s own message keeps its braces', { rules: [{ type: 'maxLength', value: 1, message: 'At most {one} %(count)s' }] }, 'ab', 'At most {one} 1'],
  ['date outside enableUntil', { type: 'date', enableUntil: 0 }, '2025-06-16', 'Enter a valid value.'],
  ['date at start of today is allowed', { type: 'date', enableFrom: 0 }, '2025-06-15', undefined],
  ['date before enableFrom', { type: 'date', enableFrom: -7 }, '2025-06-07', 'Enter a valid value.'],
  ['date not a real day', { type: 'date' }, '2025-02-30', 'Enter a valid value.'],
  ['star rating range', { type: 'star_rating' }, 6, 'Enter a valid value.'],
  ['radio value among options', { type: 'radio', options: [{ label: 'Yes', value: 'y' }] }, 'n', 'Enter a valid value.'],
  ['info is never validated', { type: 'info', required: true }, undefined, undefined],
];

describe('validateItem messages (spec §5)', () => {
  it.each(cases)('%s', (_name, patch, value, expected) => {
    expect(validateItem(item(patch), value, {}, { today, phoneChecker: basicPhoneChecker })).toBe(expected);
  });

  it('runs the custom validator after the rules, by function or by registered name', () => {
    const custom = (value: unknown) => (value === 'bad' ? 'Custom says no' : undefined);
    expect(validateItem(item({ customValidator: custom }), 'bad', {})).toBe('Custom says no');
    expect(validateItem(item({ customValidator: custom, rules: [{ type: 'minLength', value: 5 }] }), 'bad', {})).toBe('Enter at least 5 characters.');
    expect(validateItem(item({ customValidator: 'noBad' }), 'bad', {}, { customValidators: { noBad: custom } })).toBe('Custom says no');
  });

  it('gives the custom validator every value', () => {
    const sameAsEmail = (value: unknown, all: Record<string, unknown>) => (value !== all.email ? 'Emails differ' : undefined);
    expect(validateItem(item({ customValidator: sameAsEmail }), 'a@x.io', { email: 'b@x.io' })).toBe('Emails differ');
  });

  it('checks phone numbers against their country with libphonenumber-js', () => {
    const phone = item({ type: 'phone', label: 'Phone' });
    expect(validateItem(phone, { callingCode: '+1', number: '2025550123', country: 'US' }, {}, { phoneChecker: libphonenumberChecker })).toBeUndefined();
    expect(validateItem(phone, { callingCode: '+1', number: '1234', country: 'US' }, {}, { phoneChecker: libphonenumberChecker })).toBe('Enter a valid phone number and country code.');
    // The server's entry uses the full checker without being told.
    expect(validateItemFull(phone, { callingCode: '+44', number: '12', country: 'GB' }, {})).toBe('Enter a valid phone number and country code.');
    expect(validateItemFull(phone, { callingCode: '+44', number: '7400123456', country: 'GB' }, {})).toBeUndefined();
  });

  it('refuses a number that belongs to another country than the one chosen, and reads the stored string form', () => {
    const phone = item({ type: 'phone', label: 'Phone' });
    const agree = 'Enter a valid phone number and country code.';
    // With the United States chosen, '+49 …' and '+44 …' numbers used to pass: the number wins over the country.
    expect(validateItemFull(phone, { callingCode: '+1', number: '+49 151 23456789', country: 'US' }, {})).toBe(agree);
    expect(validateItemFull(phone, { callingCode: '+1', number: '+44 7400 123456', country: 'US' }, {})).toBe(agree);
    // +1 is shared: a Toronto number is Canada's, not the United States'.
    expect(validateItemFull(phone, { callingCode: '+1', number: '(416) 555-0100', country: 'US' }, {})).toBe(agree);
    expect(validateItemFull(phone, { callingCode: '+1', number: '(416) 555-0100', country: 'CA' }, {})).toBeUndefined();
    expect(validateItemFull(phone, { callingCode: '+49', number: '+49 151 23456789', country: 'DE' }, {})).toBeUndefined();
    // Stored as calling code followed by number (spec §3).
    expect(validateItemFull(phone, '+4915123456789', {})).toBeUndefined();
    expect(validateItemFull(phone, '+9991512345678', {})).toBe(agree);
    expect(validateItemFull({ ...phone, required: true }, '', {})).toBe('Phone is required');
  });

  it('skips rules on an empty optional answer', () => {
    expect(validateItem(item({ type: 'email', rules: [{ type: 'minLength', value: 5 }] }), '', {})).toBeUndefined();
  });
});

describe('time questions (a date question with `time`)', () => {
  const time = { name: 'call', label: 'Best time to call', type: 'date', time: true } as const;
  it.each([['14:30', undefined], ['00:00', undefined], ['23:59', undefined], ['24:00', 'Enter a valid value.'], ['2030-01-01', 'Enter a valid value.'], ['9:30', 'Enter a valid value.']])('%s → %s', (value, expected) => {
    expect(validateItemFull(time, value, {})).toBe(expected);
  });
});
