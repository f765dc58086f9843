import { catalogueI18n } from '@careers/shared/i18n/catalogueI18n';
import { shownLocale } from '@careers/shared/i18n/shownLocale';
import type { I18n } from '@careers/shared/i18n/types';
import type { ServerMessageKey } from './en';
import { SERVER_CATALOGUES } from './locales';

/** The languages the server has texts in. */
export const SERVER_LOCALES: readonly string[] = Object.keys(SERVER_CATALOGUES);

/** A translator of the server's own texts: `t` takes only keys of server/src/i18n/en.ts. */
export interface ServerI18n extends I18n {
  t(key: ServerMessageKey, values?: Record<string, string | number>): string;
}

const translators = new Map<string, ServerI18n>();

/**
 * The server's texts in `locale` (its own catalogue, not the browser's registry): the locale's text, else its base
 * language's, else English. `locale` is the one shown: a language without server texts gets English, and
 * `<html lang>` says so.
 * @example serverI18n('es-MX').t('server.logout.title') // 'Cerrar sesión'
 */
export function serverI18n(locale: string | null | undefined): ServerI18n {
  const shown = shownLocale(locale ?? 'en', SERVER_LOCALES);
  let i18n = translators.get(shown);
  if (!i18n) {
    i18n = catalogueI18n({ locale: shown, catalogues: SERVER_CATALOGUES });
    translators.set(shown, i18n);
  }
  return i18n;
}
