import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the saved-searches panel (settings and dashboard). Registered on import. */
const savedSearchesMessages = {
  en: {
    'savedSearches.heading': 'Saved searches',
    'savedSearches.allJobs': 'All jobs',
    'savedSearches.in': 'in %(location)s',
    'savedSearches.savedOn': 'Saved %(date)s',
    'savedSearches.alert': 'Alerts for new jobs',
    'savedSearches.alert.inApp': 'In-app notification only',
    'savedSearches.alert.email': 'In-app notification and e-mail',
    'savedSearches.alertSaved': 'Alert choice saved',
    'savedSearches.alertFailed': 'Failed to change the alert. Please try again.',
    'savedSearches.remove': 'Remove',
    'savedSearches.removeLabel': 'Remove saved search %(name)s',
    'savedSearches.removed': 'Saved search removed',
    'savedSearches.removeFailed': 'Failed to remove saved search',
    'savedSearches.hint': 'Save a search from the job search page to hear about new matching jobs.',
  },
} as const;

for (const [locale, messages] of Object.entries(savedSearchesMessages)) registerCatalogue(locale, messages);
