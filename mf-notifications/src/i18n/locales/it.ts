import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Italian texts (it), every feature's: loaded only for a visitor shown Italian (loadLocale).
 * Italian, informal "tu": Italian job boards and careers sites (LinkedIn, Indeed, InfoJobs) address candidates with "tu".
 * Terms (offerta, candidatura, ricerca salvata, avviso di lavoro, CV, colloquio) as in shared/src/i18n/glossaries/it.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notifiche',
  'bell.button': 'Notifiche',
  'bell.buttonWithCount': 'Notifiche, %(shown)s nuove',
  'bell.announce': '{count, plural, one {# nuova notifica} many {# nuove notifiche} other {# nuove notifiche}}',
  'bell.arrived': 'Nuova notifica: {message}',
  'bell.tabs': 'Tipi di notifica',
  'bell.tab.all': 'Tutte',
  'bell.tab.actionRequired': 'Azione richiesta',
  'bell.empty': 'Sei in pari!',
  'bell.close': 'Chiudi notifiche',
  'bell.loading': 'Caricamento delle notifiche',
  'bell.actionRequired': 'Azione richiesta',
  'bell.unread': 'Nuova',
  'bell.unavailable': 'Le notifiche non sono state caricate. Riprova',
} satisfies Messages;
