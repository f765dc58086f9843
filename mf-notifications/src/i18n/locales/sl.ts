import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Slovenian texts (sl), every feature's: loaded only for a visitor shown Slovenian (loadLocale). Register: formal
 * "vi" (vikanje), as Slovenian career sites address candidates, buttons in the short imperative usual in Slovenian
 * software; terms: shared/src/i18n/glossaries/sl.json. */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Obvestila',
  'bell.button': 'Obvestila',
  'bell.buttonWithCount': 'Obvestila, novih: %(shown)s',
  'bell.announce':
    '{count, plural, one {# novo obvestilo} two {# novi obvestili} few {# nova obvestila} other {# novih obvestil}}',
  'bell.arrived': 'Novo obvestilo: {message}',
  'bell.tabs': 'Vrste obvestil',
  'bell.tab.all': 'Vsa',
  'bell.tab.actionRequired': 'Potrebno ukrepanje',
  'bell.empty': 'Vse ste že prebrali!',
  'bell.close': 'Zapri obvestila',
  'bell.loading': 'Nalaganje obvestil',
  'bell.actionRequired': 'Potrebno ukrepanje',
  'bell.unread': 'Novo',
  'bell.unavailable': 'Obvestila se niso naložila. Poskusi znova',
} satisfies Messages;
