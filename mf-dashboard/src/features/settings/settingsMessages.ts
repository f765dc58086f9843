import { registerCatalogue } from '@careers/shared/i18n';

/**
 * Texts of /careers/settings (issue 29: out of components, so the locale work translates them by key). The
 * server's own words (its refusals, the notification categories, what is kept after a deletion) come with its
 * answers. Other locales fall back to English.
 */
const settingsMessages = {
  en: {
    'settings.heading': 'Settings',
    // A failed call the server gave no words for (spec §8's wording, as the profile's).
    'settings.failed': 'Something went wrong. Please try again',

    'settings.account.heading': 'Name and e-mail',
    'settings.account.firstName': 'First name',
    'settings.account.lastName': 'Last name',
    'settings.account.email': 'E-mail',
    'settings.account.currentPassword': 'Current password',
    'settings.account.currentPasswordHint': 'Needed to change your e-mail.',
    'settings.account.save': 'Save name and e-mail',
    'settings.account.saved': 'Your account details were saved.',

    'settings.password.heading': 'Password',
    'settings.password.current': 'Current password',
    'settings.password.new': 'New password',
    'settings.password.newHint': 'At least 8 characters; not your e-mail, not a common password.',
    'settings.password.save': 'Change password',
    'settings.password.saved': 'Your password was changed. Other devices were logged out.',

    'settings.notifications.heading': 'Notifications',
    'settings.notifications.legend': 'Show these in the notification bell:',
    'settings.notifications.on': '%(category)s notifications turned on.',
    'settings.notifications.off': '%(category)s notifications turned off.',
    // The server's notification categories (services/account/notificationPreferences.ts), by id, in the page's
    // language: the API's own label and description are English only (its calls do not carry the page's language).
    'settings.notifications.applications': 'Applications',
    'settings.notifications.applications.description': 'Confirmations of the applications you send.',
    'settings.notifications.interviews': 'Interviews',
    'settings.notifications.interviews.description': 'Interviews scheduled with you.',
    'settings.notifications.offers': 'Offers',
    'settings.notifications.offers.description': 'Job offers and documents ready for your signature.',
    'settings.notifications.forms': 'Forms',
    'settings.notifications.forms.description': 'Forms the company asks you to fill in, such as onboarding forms.',
    'settings.notifications.jobs': 'Jobs',
    'settings.notifications.jobs.description': 'New jobs that match your saved searches.',

    'settings.language.heading': 'Language',
    'settings.language.label': 'Language',
    'settings.language.companyDefault': 'Company default: %(language)s',
    'settings.language.save': 'Save language',
    'settings.language.saved': 'Your language was saved.',

    'settings.data.heading': 'Your data',
    'settings.data.text':
      'One JSON file with every record we keep about you: account, applications, drafts, forms, files (described, with a download link for each), offers, notifications and the rest.',
    'settings.data.download': 'Download all my data',

    'settings.delete.heading': 'Delete my account',
    'settings.delete.text': 'Your account, profile, applications, drafts, forms, files, saved jobs and searches and notifications are deleted. This cannot be undone.',
    'settings.delete.password': 'Password',
    'settings.delete.passwordMissing': 'Enter your password.',
    // The word to type is the server's (settings.deleteConfirmation).
    'settings.delete.confirmLabel': 'Type %(word)s to confirm',
    'settings.delete.confirmMissing': 'Type %(word)s to confirm.',
    'settings.delete.submit': 'Delete my account',
  },
};

registerCatalogue('en', settingsMessages.en);
