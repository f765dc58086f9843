import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Swedish texts (sv), every feature's: loaded only for a visitor shown Swedish (loadLocale).
 * Swedish, addressing the candidate with "du", as Swedish employers' careers sites and job boards do ("ni" reads stiff or dated).
 * Terms as in the glossary, shared/src/i18n/glossaries/sv.json: erbjudande (offer), ansökan (application),
 * sparad sökning (saved search), jobbevakning (job alert); a job is "jobb", a position "tjänst".
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Aviseringar',
  'bell.button': 'Aviseringar',
  'bell.buttonWithCount': 'Aviseringar, %(shown)s nya',
  'bell.announce': '{count, plural, one {# ny avisering} other {# nya aviseringar}}',
  'bell.arrived': 'Ny avisering: {message}',
  'bell.tabs': 'Typer av aviseringar',
  'bell.tab.all': 'Alla',
  'bell.tab.actionRequired': 'Åtgärd krävs',
  'bell.empty': 'Du är helt uppdaterad!',
  'bell.close': 'Stäng aviseringar',
  'bell.loading': 'Laddar aviseringar',
  'bell.actionRequired': 'Åtgärd krävs',
  'bell.unread': 'Ny',
  'bell.unavailable': 'Aviseringarna kunde inte laddas. Försök igen',
} satisfies Messages;
