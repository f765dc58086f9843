import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Dutch texts (nl), every feature's: loaded only for a visitor shown Dutch (loadLocale).
 * Dutch, informal "je": Dutch careers sites ("werken bij") and job boards address candidates with "je".
 * Terms (aanbod, sollicitatie, opgeslagen zoekopdracht, vacaturemelding, vacature, cv, gesprek) as in shared/src/i18n/glossaries/nl.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Meldingen',
  'bell.button': 'Meldingen',
  'bell.buttonWithCount': 'Meldingen, %(shown)s nieuw',
  'bell.announce': '{count, plural, one {# nieuwe melding} other {# nieuwe meldingen}}',
  'bell.arrived': 'Nieuwe melding: {message}',
  'bell.tabs': 'Soorten meldingen',
  'bell.tab.all': 'Alle',
  'bell.tab.actionRequired': 'Actie vereist',
  'bell.empty': 'Je bent helemaal bij!',
  'bell.close': 'Meldingen sluiten',
  'bell.loading': 'Meldingen laden',
  'bell.actionRequired': 'Actie vereist',
  'bell.unread': 'Nieuw',
  'bell.unavailable': 'Meldingen zijn niet geladen. Opnieuw proberen',
} satisfies Messages;
