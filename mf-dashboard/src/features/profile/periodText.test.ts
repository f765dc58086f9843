import { periodText } from './periodText';

test('English periods read as they always have', () => {
  expect(periodText('2021-03', null, 'en', 'Present')).toBe('Mar 2021 – Present');
  expect(periodText('2014-09', '2017-06', 'en', 'Present')).toBe('Sep 2014 – Jun 2017');
  expect(periodText('2019', '2022-12', 'en', 'Present')).toBe('2019 – Dec 2022');
  expect(periodText(null, '2020-01', 'en', 'Present')).toBe('? – Jan 2020');
  expect(periodText(null, null, 'en', 'Present')).toBe('');
});

test("months in the page's language, the same month whatever the browser's zone", () => {
  expect(periodText('2014-09', '2017-03', 'es', 'Actualidad')).toBe('sept 2014 – mar 2017');
  // Midnight UTC on the 1st is still the last day of the month before in the Americas.
  const zone = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  try {
    expect(periodText('2021-03', null, 'en', 'Present')).toBe('Mar 2021 – Present');
  } finally {
    process.env.TZ = zone;
  }
});
