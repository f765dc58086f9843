import { glossaries, glossaryGaps } from '@careers/shared/testing/glossaryChecks';
import { readThrough } from '@careers/shared/testing/readThrough';
import { en } from './en';
import { SERVER_CATALOGUES } from './locales';
import { argumentsOf, catalogueProblems } from './catalogueCheck';
import { serverI18n } from './serverI18n';

describe("the server's catalogues", () => {
  const locales = Object.keys(SERVER_CATALOGUES).filter((locale) => locale !== 'en');

  // A regional catalogue (es-419, fr-CA, en-GB) holds what differs from its language's, as serverI18n reads them.
  test.each(locales)('%s has every English key, with its arguments', (locale) => {
    expect(catalogueProblems(en, readThrough(locale, SERVER_CATALOGUES, en), locale)).toEqual([]);
  });

  test.each(locales.filter((locale) => glossaries()[locale]))("%s names the product's terms as its glossary does", (locale) => {
    expect(glossaryGaps(en, SERVER_CATALOGUES[locale]!, glossaries()[locale]!)).toEqual([]);
  });

  test('the check finds a missing key, a lost or renamed argument and a text that does not parse', () => {
    const { ['server.logout.title']: _gone, ...rest } = SERVER_CATALOGUES.es!;
    expect(catalogueProblems(en, rest, 'es')).toEqual(['es: server.logout.title is missing']);
    expect(catalogueProblems(en, { ...rest, 'server.logout.title': 'x', 'server.mail.confirm.subject': 'Confirma tu alerta' }, 'es')).toEqual([
      'es: server.mail.confirm.subject has {}, English {company}',
    ]);
    expect(catalogueProblems(en, { ...rest, 'server.logout.title': 'x', 'server.verify.document': 'Documento: {nombre}' }, 'es')).toEqual([
      'es: server.verify.document has {nombre}, English {name}',
    ]);
    expect(catalogueProblems(en, { ...rest, 'server.logout.title': 'x', 'server.verify.document': 'Documento: {name' }, 'es')[0]).toMatch(/server.verify.document does not parse/);
  });

  test('arguments inside plurals and selects count', () => {
    expect(argumentsOf(en['server.mail.newJobs.savedIntro'], 'en')).toEqual(['count', 'filters']);
  });

  test('a locale without server texts reads English; a regional one its language', () => {
    expect(serverI18n('sw').locale).toBe('en');
    expect(serverI18n('es-MX').t('server.logout.title')).toBe('Cerrar sesión');
    expect(serverI18n('es').t('server.mail.newJobs.subject', { count: 2, company: 'Acme', title: 'x' })).toBe('2 empleos nuevos en Acme');
    expect(serverI18n(undefined).t('server.mail.newJobs.subject', { count: 1, company: 'Acme', title: 'Nurse' })).toBe('New job at Acme: Nurse');
  });
});
