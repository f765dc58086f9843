import { createI18n } from '@careers/shared/i18n';
import { searchMessages } from './searchMessages';
import spanish from './locales/es';
import ja from './locales/ja';
import '../map/mapMessages';

const en = createI18n({ locale: 'en', catalogues: { en: searchMessages.en } });
const es = createI18n({ locale: 'es', catalogues: { en: searchMessages.en, es: spanish } });

test('counts read in the singular for one, in English and Spanish (issue 24 item 12)', () => {
  expect(en.t('search.results.foundPage', { page: 2, pages: 2, count: 1 })).toBe('Page 2 of 2, 1 job found');
  expect(en.t('search.empty.waysAnnounced', { count: 1 })).toBe('1 other search finds jobs.');
  expect(en.t('search.empty.waysAnnounced', { count: 2 })).toBe('2 other searches find jobs.');
  // Japanese joins two announced sentences with its own full stop.
  expect(createI18n({ locale: 'ja', catalogues: { ja } }).t('search.announce.twoSentences', { first: '求人は見つかりませんでした', second: 'ほかに2件の検索で求人が見つかります。' })).toBe(
    '求人は見つかりませんでした。ほかに2件の検索で求人が見つかります。',
  );
  expect(en.t('search.results.count', { count: 1 })).toBe('1 job');
  expect(en.t('search.results.found', { count: 300 })).toBe('300 jobs found');
  expect(en.t('search.empty.filters', { count: 1 })).toBe('with 1 filter');
  expect(es.t('search.empty.waysAnnounced', { count: 1 })).toBe('1 búsqueda distinta encuentra empleos.');
  expect(es.t('search.results.found', { count: 1 })).toBe('1 empleo encontrado');
  expect(es.t('search.results.foundPage', { page: 3, pages: 3, count: 41 })).toBe('Página 3 de 3, 41 empleos encontrados');
  expect(es.t('search.empty.filters', { count: 2 })).toBe('con 2 filtros');
  // A filter chip with one value ticked, as a screen reader hears it (user trial s25: 'Department, 1 seleccionados').
  expect(es.t('search.filters.selected', { name: 'Department', count: 1 })).toBe('Department, 1 seleccionado');
  expect(es.t('search.filters.selected', { name: 'Department', count: 2 })).toBe('Department, 2 seleccionados');
});

test('no text of the search catalogues says "1 jobs" or "1 filters"', () => {
  for (const i18n of [en, es, createI18n({ locale: 'en' })]) {
    for (const key of [...Object.keys(searchMessages.en), 'search.map.place', 'search.map.remotePlace']) {
      const text = i18n.t(key, { count: 1, page: 1, pages: 1, location: 'Berlin', name: 'Team', shown: 1 });
      expect(text).not.toMatch(/\b1 (jobs|remote jobs|filters|searches|empleos|filtros|búsquedas|seleccionados)\b/);
    }
  }
});
