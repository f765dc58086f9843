import { PDFDocument } from 'pdf-lib';
import type { ProfileDetails } from '@careers/shared/contracts/profile';
import { buildResumePdf, periodText } from './exportResume';

// Issue 30: the exported resume's headings and dates are in the candidate's language (months by Intl).
test('periods: months by Intl in the language, "Present" in its words; English as before', () => {
  expect(periodText('2021-03', null)).toBe('Mar 2021 – Present');
  expect(periodText('2019', '2021-09')).toBe('2019 – Sep 2021');
  expect(periodText('2021-03', null, 'es')).toBe('mar 2021 – Actualidad');
  expect(periodText(null, null, 'es')).toBe('');
  expect(periodText('2021-03', '2022-01', 'de')).toBe('März 2021 – Jan. 2022');
  // No server texts in Swahili: English, dates included.
  expect(periodText('2021-03', '2022-01', 'sw')).toBe('Mar 2021 – Jan 2022');
});

test("the PDF names itself and its language in the candidate's language", async () => {
  const profile = { fullname: 'Alex Rivera', email: 'alex@demo.test', location: '', experienceYears: 1, skills: ['Go'], experience: [], education: [] } as unknown as ProfileDetails;
  const es = await PDFDocument.load(await buildResumePdf(profile, 'Acme', new Date(0), 'es'));
  expect(es.getTitle()).toBe('Alex Rivera – Currículum');
  expect(es.getCreator()).toBe('Empleo en Acme');
  const en = await PDFDocument.load(await buildResumePdf(profile, 'Acme', new Date(0)));
  expect(en.getTitle()).toBe('Alex Rivera – Resume');
  expect(en.getCreator()).toBe('Careers at Acme');
});
