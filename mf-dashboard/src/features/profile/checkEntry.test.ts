import { createI18n } from '@careers/shared/i18n';
import { checkEntry } from './checkEntry';
import './profileMessages';

const { t } = createI18n({ locale: 'en' });
const entry = (form: Partial<Parameters<typeof checkEntry>[1]>) => ({ main: 'Engineer', second: 'Acme', startDate: '', endDate: '', ...form });

test("a complete entry passes; each kind names its own missing fields in the server's words", () => {
  expect(checkEntry('experience', entry({ startDate: '2020-01', endDate: '2021' }), t)).toEqual({});
  expect(checkEntry('experience', entry({ main: ' ', second: '' }), t)).toEqual({ title: 'Enter the job title.', company: 'Enter the company.' });
  expect(checkEntry('education', entry({ main: '', second: '' }), t)).toEqual({ degree: 'Enter the degree.', school: 'Enter the school.' });
});

test('a text over 200 characters is refused with its limit', () => {
  expect(checkEntry('education', entry({ second: 'x'.repeat(201) }), t)).toEqual({ school: 'Use at most 200 characters for the school.' });
  expect(checkEntry('education', entry({ second: 'x'.repeat(200) }), t)).toEqual({});
});

test('dates are YYYY-MM or YYYY, and the end is not before the start', () => {
  expect(checkEntry('experience', entry({ startDate: '2020-13', endDate: 'soon' }), t)).toEqual({
    startDate: 'Enter the start date as YYYY-MM or YYYY.',
    endDate: 'Enter the end date as YYYY-MM or YYYY.',
  });
  expect(checkEntry('experience', entry({ startDate: '2021-05', endDate: '2021-04' }), t)).toEqual({ endDate: 'The end date must not be before the start date.' });
});
