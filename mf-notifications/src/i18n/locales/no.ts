import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Norwegian Bokmål texts (no), every feature's: loaded only for a visitor shown Norwegian Bokmål (loadLocale).
 * Norwegian Bokmål, addressing the candidate with "du", as Norwegian employers' careers sites and job boards do ("De" is obsolete there).
 * Terms as in the glossary, shared/src/i18n/glossaries/no.json: tilbud/jobbtilbud (offer), søknad (application),
 * lagret søk (saved search), jobbvarsel (job alert), CV, intervju; a job is "jobb", a position "stilling".
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Varsler',
  'bell.button': 'Varsler',
  'bell.buttonWithCount': 'Varsler, %(shown)s nye',
  'bell.announce': '{count, plural, one {# nytt varsel} other {# nye varsler}}',
  'bell.arrived': 'Nytt varsel: {message}',
  'bell.tabs': 'Typer varsler',
  'bell.tab.all': 'Alle',
  'bell.tab.actionRequired': 'Handling kreves',
  'bell.empty': 'Du er helt oppdatert!',
  'bell.close': 'Lukk varslene',
  'bell.loading': 'Laster inn varsler',
  'bell.actionRequired': 'Handling kreves',
  'bell.unread': 'Ny',
  'bell.unavailable': 'Varslene kunne ikke lastes inn. Prøv igjen',
} satisfies Messages;
