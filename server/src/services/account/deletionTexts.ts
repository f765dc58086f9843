import type { ServerI18n } from '../../i18n/serverI18n';
import { SERVER_LOCALES, serverI18n } from '../../i18n/serverI18n';

// The deletion's words, shown by the settings page before (AccountSettings) and checked and answered by the deletion
// itself: one file both read, so that neither imports the other. Their texts are the server's catalogue's
// (`server.account.deleteWord`, `server.account.keptAfterDeletion`), in the request's language.

/** The word a candidate types, besides the password, to confirm the deletion, in the page's language ('ELIMINAR'). */
export const deleteConfirmationOf = (i18n: ServerI18n): string => i18n.t('server.account.deleteWord');

// Every language's word: the page may have been drawn in another language than the one the deletion is sent in
// (the candidate changed it in another tab), and the word shown is the one typed.
const ACCEPTED = new Set(SERVER_LOCALES.map((locale) => deleteConfirmationOf(serverI18n(locale))));

/** Whether `typed` is the confirmation word in one of the server's languages (the English 'DELETE' among them). */
export const isDeleteConfirmation = (typed: string): boolean => ACCEPTED.has(typed.trim());

/** What stays after a deletion, in English (the settings page and the deletion's answer say it in the request's language). */
export const KEPT_AFTER_DELETION = serverI18n('en').t('server.account.keptAfterDeletion');
