import { createI18n } from '@careers/shared/i18n';
import { formsMessages } from './formsMessages';

const en = createI18n({ locale: 'en', catalogues: { en: formsMessages.en } });

test('the onboarding progress reads in the singular for one form (issue 24 item 12)', () => {
  expect(en.t('formsPage.onboarding.progress', { done: 0, total: 1 })).toBe('0 of 1 form completed');
  expect(en.t('formsPage.onboarding.progress', { done: 1, total: 1 })).toBe('1 of 1 form completed');
  expect(en.t('formsPage.onboarding.progress', { done: 1, total: 2 })).toBe('1 of 2 forms completed');
});

test('no text of the forms catalogue says "1 forms"', () => {
  for (const key of Object.keys(formsMessages.en)) {
    const text = en.t(key, { count: 1, done: 1, total: 1, label: 'To do', date: 'May 1', page: 'Forms', company: 'Acme', position: 'Engineer' });
    expect(text).not.toMatch(/\b1 forms\b/);
  }
});
