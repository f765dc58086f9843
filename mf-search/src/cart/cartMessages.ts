import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the job cart's toggle and add button, registered on import (the panel's travel with the panel). */
export const cartMessages = {
  en: {
    'cart.toggle': 'Job cart',
    // Read after the badge's number in the toggle's name ("Job cart 1 item"); the number itself is seen.
    'cart.toggleCountWord': '{count, plural, one {item} other {items}}',
    'cart.add': 'Add to job cart',
    'cart.remove': 'Remove from job cart',
    'cart.notReady': 'Getting ready, one moment',
    'cart.added': 'Added to job cart',
    'cart.removed': 'Removed from job cart',
    'cart.closed': 'This position is closed and no longer takes applications.',
  },
} as const;

for (const [locale, messages] of Object.entries(cartMessages)) registerCatalogue(locale, messages);
