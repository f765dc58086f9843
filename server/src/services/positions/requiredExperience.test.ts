import { requiredYearsOf } from './requiredExperience';

test.each([
  ['Data Engineer', 'You bring 4+ years of experience with SQL.', 4],
  ['Data Engineer', 'At least 3 years of relevant professional experience.', 3],
  ['Data Engineer', "10 years' experience in banking.", 10],
  ['Senior Backend Engineer', 'Build things.', 5],
  ['Staff Engineer', 'Build things.', 8],
  ['Principal Designer', 'Build things.', 10],
  ['Junior Analyst', 'Build things.', 1],
  ['Frontend Engineer Intern', 'Build things.', 0],
  ['Backend Engineer', 'Build things.', null],
  ['Senior Backend Engineer', 'You bring 2 years of experience.', 2],
])('%s / %j → %s', (title, description, years) => {
  expect(requiredYearsOf({ title, description })).toBe(years);
});
