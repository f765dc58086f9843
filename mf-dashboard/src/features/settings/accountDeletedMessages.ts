import { registerCatalogue } from '@careers/shared/i18n';

/**
 * Texts of /careers/account-deleted. The kept-evidence sentences say what the settings page says before
 * the deletion (server `KEPT_AFTER_DELETION`); the page is public, so it cannot ask the server for them.
 */
const accountDeletedMessages = {
  en: {
    'accountDeleted.heading': 'Your account was deleted',
    'accountDeleted.done': 'Your account, profile, applications, drafts, forms, files, saved jobs and searches and notifications are deleted, and you are logged out.',
    'accountDeleted.keptHeading': 'What was kept',
    'accountDeleted.kept':
      'Offers you signed are kept: the signed documents and the record of how they were signed (when, from which address and browser), because the law requires the company to keep the evidence of an employment contract. They are kept without your name, e-mail or password.',
    'accountDeleted.search': 'Search jobs',
  },
};

for (const [locale, messages] of Object.entries(accountDeletedMessages)) registerCatalogue(locale, messages);
