import type { Messages } from '@careers/shared/i18n';

/**
 * mf-search's British English texts (en-GB), every feature's: loaded only for a visitor shown British English.
 * Only the texts where British English differs from English (the English catalogue, read through for every other
 * key): 'CV' for the résumé, 'cancelled', 'centre', a job 'basket', 'hyphens' and 'brackets', 'recruitment team'.
 * The same plain, direct register as the English. Terms as in shared/src/i18n/glossaries/en-GB.json.
 */
export default {
  // features/details/matchProfileMessages.ts
  'details.match.profileLink': 'Add skills or upload your CV on your profile',

  // assistant/assistantPanelMessages.ts
  'assistant.introCart': 'I also know which positions are in your job basket.',

  // cart/cartPanelMessages.ts
  'cart.title': 'Job basket',
  'cart.close': 'Close job basket',
  'cart.empty': 'Your job basket is empty. Add positions from the search results to keep them here.',
  'cart.removeItemLabel': 'Remove %(name)s from job basket',
  'cart.itemRemoved': '%(name)s removed from job basket',

  // cart/cartMessages.ts
  'cart.toggle': 'Job basket',
  'cart.add': 'Add to job basket',
  'cart.remove': 'Remove from job basket',
  'cart.added': 'Added to job basket',
  'cart.removed': 'Removed from job basket',
} satisfies Messages;
