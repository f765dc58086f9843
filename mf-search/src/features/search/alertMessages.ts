import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of 'Save this search' and the job alerts of visitors (issue 13). Registered on import. */
const alertMessages = {
  en: {
    'alerts.save': 'Save this search',
    'alerts.saved': 'Search saved',
    'alerts.savedToast': 'Search saved. New matching jobs will show in your notifications.',
    'alerts.saveFailed': 'The search could not be saved. Please try again.',
    'alerts.manage': 'Manage saved searches',
    'alerts.jobAlert': 'Get job alerts',
    'alerts.form': 'Job alerts by e-mail',
    'alerts.intro': 'Get an e-mail when new jobs match this search.',
    'alerts.email': 'E-mail address',
    'alerts.privacy': 'Privacy',
    'alerts.subscribe': 'Subscribe',
    'alerts.cancel': 'Cancel',
    'alerts.invalidEmail': 'Enter a valid email address.',
    'alerts.failed': 'Something went wrong. Please try again.',
  },
} as const;

for (const [locale, messages] of Object.entries(alertMessages)) registerCatalogue(locale, messages);
