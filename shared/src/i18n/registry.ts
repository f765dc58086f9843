import type { Catalogues, Messages } from './types';

/**
 * The one catalogue registry of the page. @careers/shared is a federation singleton, so the shell and every
 * remote add to and read from this same object: English as their modules load (the shared layer's own in en.ts,
 * which createI18n loads), other locales by loadLocale.
 */
export const catalogueRegistry: Catalogues = { en: {} };

/** Adds a package's messages for one locale; later keys override earlier ones. */
export function registerCatalogue(locale: string, messages: Messages): void {
  catalogueRegistry[locale] = { ...catalogueRegistry[locale], ...messages };
}
