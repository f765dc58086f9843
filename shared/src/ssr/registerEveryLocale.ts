import { registerLocales } from '@careers/shared/i18n';
import { allLocales } from '../i18n/allLocales';

/**
 * A server-side renderer answers in every language: the shared package's catalogues and its own package's are
 * registered at once, where the browser loads only its visitor's (loadLocale).
 * @example registerEveryLocale('mf-search', allLocales)
 */
export function registerEveryLocale(owner: string, catalogues: Readonly<Record<string, Record<string, string>>>): void {
  registerLocales('shared', allLocales);
  registerLocales(owner, catalogues);
}
