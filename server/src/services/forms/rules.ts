// The one door from server code to the shared form rules (shared/src/forms/rules): the same code the
// browser toolkit validates with, so a submission the server refuses shows the messages the form showed.
// Through the face's Node subpath (not @careers/shared/forms, the React toolkit): the server build compiles
// these files with its own, and the built server loads that copy (scripts/linkSharedFace.mjs).
import { registerCatalogue } from '@careers/shared/i18n/registry';
import { allLocales } from '@careers/shared/i18n/allLocales';

export * from '@careers/shared/forms/rules';

// The rules read their texts in other languages ('forms.rule.<key>') from the catalogue registry, which only
// the browser fills (loadLocale) and, in this process, a server renderer once it has drawn a page: registered
// here, with the door, so a refused submission's field messages are in the request's language from the first
// request on, in every test too. Only the rules' keys: nothing else in the server reads the browser's texts.
for (const [locale, messages] of Object.entries(allLocales)) {
  registerCatalogue(locale, Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('forms.rule.'))));
}
