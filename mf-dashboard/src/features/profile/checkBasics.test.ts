import { createI18n } from '@careers/shared/i18n';
import { checkBasics } from './checkBasics';
import './profileMessages';

const { t } = createI18n({ locale: 'en' });
const now = { firstName: 'Sam', lastName: 'Chen', location: 'Leeds', years: '3' };

test("a changed name is checked with the server's words; an unchanged one is not sent, so not checked", () => {
  expect(checkBasics({ ...now, firstName: ' ' }, now, t)).toEqual({ firstName: 'Enter your first name.' });
  expect(checkBasics({ ...now, lastName: 'x'.repeat(101) }, now, t)).toEqual({ lastName: 'Use at most 100 characters for your last name.' });
  // A profile that has no last name yet can still have its location changed.
  const noLast = { ...now, lastName: '' };
  expect(checkBasics({ ...noLast, location: 'York' }, noLast, t)).toEqual({});
});

test('location and years: empty removes them; too long or not a whole number from 0 to 70 is refused', () => {
  expect(checkBasics({ ...now, location: '', years: '' }, now, t)).toEqual({});
  expect(checkBasics({ ...now, location: 'x'.repeat(201) }, now, t)).toEqual({ location: 'Use at most 200 characters for your location.' });
  for (const years of ['71', '2.5', '-1', 'ten']) {
    expect(checkBasics({ ...now, years }, now, t)).toEqual({ years: 'Enter your years of experience as a whole number from 0 to 70.' });
  }
  expect(checkBasics({ ...now, years: ' 70 ' }, now, t)).toEqual({});
});
