import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Finnish texts (fi), every feature's: loaded only for a visitor shown Finnish (loadLocale).
 * Register: informal singular (sinä, imperative 'Hae', 'Tallenna'), as Finnish careers and job sites address candidates;
 * the formal plural reads dated in Finnish UI. Terms (työtarjous, hakemus, tallennettu haku, työpaikkavahti, CV) as in
 * shared/src/i18n/glossaries/fi.json. Buttons are kept short: the site is checked at 320 px in Finnish.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Ilmoitukset',
  'bell.button': 'Ilmoitukset',
  'bell.buttonWithCount': 'Ilmoitukset, %(shown)s uutta',
  'bell.announce': '{count, plural, one {# uusi ilmoitus} other {# uutta ilmoitusta}}',
  'bell.arrived': 'Uusi ilmoitus: {message}',
  'bell.tabs': 'Ilmoitustyypit',
  'bell.tab.all': 'Kaikki',
  'bell.tab.actionRequired': 'Vaatii toimia',
  'bell.empty': 'Ei uusia ilmoituksia!',
  'bell.close': 'Sulje ilmoitukset',
  'bell.loading': 'Ladataan ilmoituksia',
  'bell.actionRequired': 'Vaatii toimia',
  'bell.unread': 'Uusi',
  'bell.unavailable': 'Ilmoitukset eivät latautuneet. Yritä uudelleen',
} satisfies Messages;
