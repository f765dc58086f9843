import { MESSAGE_LOCALES } from './messageLocales';
import { join } from 'node:path';
import { localeFiles } from '@careers/shared/testing';
import { localeFallbacks } from './localeFallbacks';
import { acceptedLanguages, shownLocale } from './shownLocale';

test('the shown language is the one with messages: German without messages shows English', () => {
  const catalogues = ['en', 'es'];
  expect(shownLocale('es', catalogues)).toBe('es');
  expect(shownLocale('es-MX', catalogues)).toBe('es');
  expect(shownLocale('de', catalogues)).toBe('en');
  expect(shownLocale('', catalogues)).toBe('en');
  // The locales with messages are English first and those the shared package has a file for, not Swahili.
  expect(MESSAGE_LOCALES[0]).toBe('en');
  expect(new Set(MESSAGE_LOCALES).size).toBe(MESSAGE_LOCALES.length);
  // A regional locale (en-GB, es-419, fr-CA) may read all of this package's texts from its language's.
  const files = localeFiles(join(__dirname, 'locales'));
  expect(MESSAGE_LOCALES.filter((locale) => !localeFallbacks(locale).some((tag) => tag === 'en' || files.includes(tag)))).toEqual([]);
  expect(shownLocale('es')).toBe('es');
  expect(shownLocale('fr-BE')).toBe('fr');
  expect(shownLocale('he-IL')).toBe('he');
  expect(shownLocale('sw')).toBe('en');
});

test('Accept-Language is read most wanted first, without q=0, wildcards or junk', () => {
  expect(acceptedLanguages('es-MX,es;q=0.9,en;q=0.5')).toEqual(['es-MX', 'es', 'en']);
  expect(acceptedLanguages('en;q=0.2, de, fr;q=0, *;q=0.1, <script>')).toEqual(['de', 'en']);
  expect(acceptedLanguages(undefined)).toEqual([]);
});
