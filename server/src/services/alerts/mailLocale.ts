import type { Db, Tx } from '../../db/database';
import { normalizeEmail } from '../candidates';
import type { Domain } from '../domains';

/**
 * The language a candidate's mail is written in (issue 30): their account's saved language when they have one the
 * company supports, else the language of the page they subscribed from, else the company's default, else English.
 * The server's catalogue then shows English for a language it has no texts in (i18n/serverI18n.ts).
 * @example chooseMailLocale(domain, { account: null, page: 'es' }) // 'es'
 */
export function chooseMailLocale(domain: Domain, given: { account: string | null | undefined; page: string | null | undefined }): string {
  const supported = domain.settings.configs.supportedLanguages;
  if (given.account && supported.includes(given.account)) return given.account;
  if (given.page) return given.page;
  return domain.settings.defaultLanguage || 'en';
}

/** The saved language of the account with address `email` at `domain`, if there is one and it chose a language. */
export async function accountLanguage(db: Db | Tx, domain: string, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('candidates')
    .select('language')
    .where('domain', '=', domain)
    .where('email', '=', normalizeEmail(email))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.language ?? null;
}
