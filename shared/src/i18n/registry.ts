import { en } from './en';
import type { Catalogues, Messages } from './types';

/**
 * The one catalogue registry of the page. @careers/shared is a federation singleton, so the shell and every
 * remote add to and read from this same object: English as their modules load, other locales by loadLocale.
 */
export const catalogueRegistry: Catalogues = { en: { ...en } };

/** Adds a package's messages for one locale; later keys override earlier ones. */
export function registerCatalogue(locale: string, messages: Messages): void {
  catalogueRegistry[locale] = { ...catalogueRegistry[locale], ...messages };
}
