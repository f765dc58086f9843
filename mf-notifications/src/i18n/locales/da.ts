import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Danish texts (da), every feature's: loaded only for a visitor shown Danish (loadLocale).
 * Danish, addressing the candidate with "du", as Danish employers' careers sites and job boards do ("De" is obsolete there).
 * Terms as in the glossary, shared/src/i18n/glossaries/da.json: tilbud/jobtilbud (offer), ansøgning (application),
 * gemt søgning (saved search), jobagent (job alert), CV, samtale (interview); a job is "job", a position "stilling".
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notifikationer',
  'bell.button': 'Notifikationer',
  'bell.buttonWithCount': 'Notifikationer, %(shown)s nye',
  'bell.announce': '{count, plural, one {# ny notifikation} other {# nye notifikationer}}',
  'bell.arrived': 'Ny notifikation: {message}',
  'bell.tabs': 'Typer af notifikationer',
  'bell.tab.all': 'Alle',
  'bell.tab.actionRequired': 'Handling påkrævet',
  'bell.empty': 'Du er helt opdateret!',
  'bell.close': 'Luk notifikationer',
  'bell.loading': 'Indlæser notifikationer',
  'bell.actionRequired': 'Handling påkrævet',
  'bell.unread': 'Ny',
  'bell.unavailable': 'Notifikationerne kunne ikke indlæses. Prøv igen',
} satisfies Messages;
