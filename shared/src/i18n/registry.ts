import { en } from './en';
import { es } from './es';
import type { Catalogues, Messages } from './types';

/**
 * The one catalogue registry of the page. @careers/shared is a federation singleton, so the shell and every
 * remote add to and read from this same object.
 */
export const catalogueRegistry: Catalogues = { en: { ...en }, es: { ...es } };

/** Adds a remote's messages for one locale; later keys override earlier ones. */
export function registerCatalogue(locale: string, messages: Messages): void {
  catalogueRegistry[locale] = { ...catalogueRegistry[locale], ...messages };
}
