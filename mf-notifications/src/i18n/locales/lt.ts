import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Lithuanian texts (lt), every feature's: loaded only for a visitor shown Lithuanian (loadLocale).
 * Register: formal 'jūs' (polite imperative 'Įveskite', 'Prisijunkite'), as Lithuanian careers sites and job portals
 * address candidates; buttons and links in the infinitive ('Ieškoti', 'Išsaugoti'), the Lithuanian UI convention.
 * Terms (darbo pasiūlymas, paraiška, išsaugota paieška, darbo skelbimų prenumerata, CV) as in
 * shared/src/i18n/glossaries/lt.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Pranešimai',
  'bell.button': 'Pranešimai',
  'bell.buttonWithCount': 'Pranešimai, naujų: %(shown)s',
  'bell.announce': '{count, plural, one {# naujas pranešimas} few {# nauji pranešimai} many {# naujo pranešimo} other {# naujų pranešimų}}',
  'bell.arrived': 'Naujas pranešimas: {message}',
  'bell.tabs': 'Pranešimų tipai',
  'bell.tab.all': 'Visi',
  'bell.tab.actionRequired': 'Reikia veiksmų',
  'bell.empty': 'Naujų pranešimų nėra!',
  'bell.close': 'Uždaryti pranešimus',
  'bell.loading': 'Įkeliami pranešimai',
  'bell.actionRequired': 'Reikia veiksmų',
  'bell.unread': 'Naujas',
  'bell.unavailable': 'Pranešimai neįsikėlė. Bandyti dar kartą',
} satisfies Messages;
