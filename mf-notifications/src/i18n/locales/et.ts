import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Estonian texts (et), every feature's: loaded only for a visitor shown Estonian (loadLocale).
 * Register: informal 'sina' (imperative 'Otsi', 'Kandideeri'), as Estonian job portals (CV Keskus, CV.ee) and modern
 * careers sites address candidates. Terms (tööpakkumine, kandideerimine, salvestatud otsing, tööteavitus, CV) as in
 * shared/src/i18n/glossaries/et.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Teavitused',
  'bell.button': 'Teavitused',
  'bell.buttonWithCount': 'Teavitused, %(shown)s uut',
  'bell.announce': '{count, plural, one {# uus teavitus} other {# uut teavitust}}',
  'bell.arrived': 'Uus teavitus: {message}',
  'bell.tabs': 'Teavituste liigid',
  'bell.tab.all': 'Kõik',
  'bell.tab.actionRequired': 'Vajab tegutsemist',
  'bell.empty': 'Uusi teavitusi pole!',
  'bell.close': 'Sulge teavitused',
  'bell.loading': 'Teavituste laadimine',
  'bell.actionRequired': 'Vajab tegutsemist',
  'bell.unread': 'Uus',
  'bell.unavailable': 'Teavitused ei laadinud. Proovi uuesti',
} satisfies Messages;
