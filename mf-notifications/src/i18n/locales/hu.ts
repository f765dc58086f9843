import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Hungarian texts (hu), every feature's: loaded only for a visitor shown Hungarian (loadLocale).
 * Register: formal 'Ön' (magázás: 'Adja meg', 'Próbálja újra'), as employers' careers sites in Hungarian address
 * candidates; buttons as nouns of action ('Keresés', 'Mentés'), the Hungarian UI convention. Terms (állásajánlat,
 * jelentkezés, mentett keresés, állásértesítő, önéletrajz) as in shared/src/i18n/glossaries/hu.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Értesítések',
  'bell.button': 'Értesítések',
  'bell.buttonWithCount': 'Értesítések, %(shown)s új',
  'bell.announce': '{count, plural, one {# új értesítés} other {# új értesítés}}',
  'bell.arrived': 'Új értesítés: {message}',
  'bell.tabs': 'Értesítéstípusok',
  'bell.tab.all': 'Összes',
  'bell.tab.actionRequired': 'Teendő',
  'bell.empty': 'Nincs új értesítés!',
  'bell.close': 'Értesítések bezárása',
  'bell.loading': 'Értesítések betöltése',
  'bell.actionRequired': 'Teendő',
  'bell.unread': 'Új',
  'bell.unavailable': 'Az értesítések nem töltődtek be. Újra',
} satisfies Messages;
