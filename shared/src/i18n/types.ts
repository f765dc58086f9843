/** Message key → text with optional `%(name)s` placeholders or ICU syntax (`{count, plural, one {…} other {…}}`). */
export type Messages = Record<string, string>;
/** Locale tag → its messages. */
export type Catalogues = Record<string, Messages>;

export interface I18n {
  locale: string;
  /** The text for `key` in the locale, else in English, else the key itself. */
  t(key: string, values?: Record<string, string | number>): string;
}
