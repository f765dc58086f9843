import { localeFallbacks } from '@careers/shared/i18n/localeFallbacks';
import type { Messages } from '@careers/shared/i18n/types';

/**
 * What a visitor shown `locale` reads: its own texts over its language's (es-419 over es, fr-CA over fr, en-GB over
 * English), as catalogueI18n looks them up. A regional catalogue holds only what differs.
 */
export function readThrough(locale: string, all: Readonly<Record<string, Messages>>, english: Messages): Messages {
  const chain = localeFallbacks(locale).reverse();
  return Object.assign({}, ...chain.map((tag) => (tag === 'en' ? english : (all[tag] ?? {}))));
}
