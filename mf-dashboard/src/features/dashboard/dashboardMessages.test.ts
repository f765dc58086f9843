import { createI18n } from '@careers/shared/i18n';
import { dashboardMessages } from './dashboardMessages';

const en = createI18n({ locale: 'en', catalogues: { en: dashboardMessages.en } });

test("the dashboard's counts read in the singular for one (issue 24 item 12)", () => {
  expect(en.t('offers.expiresIn', { count: 0 })).toBe('Expires today');
  expect(en.t('offers.expiresIn', { count: 1 })).toBe('Expires in 1 day');
  expect(en.t('offers.expiresIn', { count: 2 })).toBe('Expires in 2 days');
  expect(en.t('firstRun.onboarding', { count: 1 })).toBe('Complete the onboarding form waiting for you');
  expect(en.t('firstRun.onboarding', { count: 2 })).toBe('Complete the 2 onboarding forms waiting for you');
});
