import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the job cart panel (spec §3 Job cart), loaded with the panel's chunk. */
const cartPanelMessages = {
  en: {
    'cart.title': 'Job cart',
    'cart.close': 'Close job cart',
    'cart.empty': 'Your job cart is empty. Add positions from the search results to keep them here.',
    'cart.invalid': 'No longer available',
    'cart.removeItem': 'Remove',
    'cart.removeItemLabel': 'Remove %(name)s from job cart',
    'cart.itemRemoved': '%(name)s removed from job cart',
    'cart.untitled': 'Position %(id)s',
  },
} as const;

for (const [locale, messages] of Object.entries(cartPanelMessages)) registerCatalogue(locale, messages);
