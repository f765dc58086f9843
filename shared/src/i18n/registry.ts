import type { Catalogues, Messages } from './types';

/** The key of the page's one registry on globalThis (Symbol.for: the same symbol in every bundle of the page). */
const REGISTRY_KEY = Symbol.for('careers.catalogueRegistry');

/**
 * The one catalogue registry of the page: the shell and every remote add to and read from this same object, English
 * as their modules load (the shared layer's own in en.ts, which createI18n loads), other locales by loadLocale.
 *
 * It lives on globalThis, not only in this module, because this module can exist more than once on a page: the
 * federation shares '@careers/shared/i18n' and '@careers/shared/forms' as separate singletons, and the toolkit's
 * files that import this file by path (forms/texts.ts, the rule messages, which the server reads too) carry their
 * own copy of it in the forms chunk. A registry per copy left the toolkit's English in one object and useI18n
 * reading another, so the forms showed their keys ('forms.readMore').
 */
const pageGlobal = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Catalogues };
export const catalogueRegistry: Catalogues = (pageGlobal[REGISTRY_KEY] ??= { en: {} });

/** Adds a package's messages for one locale; later keys override earlier ones. */
export function registerCatalogue(locale: string, messages: Messages): void {
  catalogueRegistry[locale] = { ...catalogueRegistry[locale], ...messages };
}
