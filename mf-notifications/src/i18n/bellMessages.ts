import { registerCatalogue } from '@careers/shared/i18n';

/** The bell's texts (spec §2 Notifications). Registered on import. */
export const bellMessages = {
  en: {
    'bell.title': 'Notifications',
    'bell.button': 'Notifications',
    // `shown` is the badge's text ('99+' past 99); `count` picks the form.
    'bell.buttonWithCount': 'Notifications, %(shown)s new',
    'bell.announce': '{count, plural, one {# new notification} other {# new notifications}}',
    // Read out politely by screen readers when a notification arrives while the page is open (issue 33).
    'bell.arrived': 'New notification: {message}',
    'bell.tabs': 'Notification types',
    'bell.tab.all': 'All',
    'bell.tab.actionRequired': 'Action required',
    'bell.empty': "You're all caught up!",
    'bell.close': 'Close notifications',
    'bell.loading': 'Loading notifications',
    'bell.actionRequired': 'Action required',
    'bell.unread': 'New',
    'bell.unavailable': 'Notifications did not load. Retry',
  },
} as const;

for (const [locale, messages] of Object.entries(bellMessages)) registerCatalogue(locale, messages);
