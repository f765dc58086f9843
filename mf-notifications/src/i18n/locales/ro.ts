import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Romanian texts (ro), every feature's: loaded only for a visitor shown Romanian (loadLocale).
 * Romanian, formal "dumneavoastră": a company addressing a candidate, as Romanian employers' careers sites and software do.
 * Terms (ofertă, candidatură, căutare salvată, alertă pentru posturi, post, CV, interviu) as in shared/src/i18n/glossaries/ro.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notificări',
  'bell.button': 'Notificări',
  'bell.buttonWithCount': 'Notificări, %(shown)s noi',
  'bell.announce': '{count, plural, one {# notificare nouă} few {# notificări noi} other {# de notificări noi}}',
  'bell.arrived': 'Notificare nouă: {message}',
  'bell.tabs': 'Tipuri de notificări',
  'bell.tab.all': 'Toate',
  'bell.tab.actionRequired': 'Acțiune necesară',
  'bell.empty': 'Nu aveți nimic nou!',
  'bell.close': 'Închideți notificările',
  'bell.loading': 'Se încarcă notificările',
  'bell.actionRequired': 'Acțiune necesară',
  'bell.unread': 'Nouă',
  'bell.unavailable': 'Notificările nu s-au încărcat. Reîncercați',
} satisfies Messages;
