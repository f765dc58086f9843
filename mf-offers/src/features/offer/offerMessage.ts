import type { Offer } from '@careers/shared/contracts';
import type { I18n } from '@careers/shared/i18n';

/**
 * The sentence under the offer page's title: congratulations while the offer is open (and, with
 * its unfinished documents, when it was extended), otherwise what became of it.
 */
export function offerMessage(offer: Offer, t: I18n['t']): string {
  const position = offer.position.name;
  switch (offer.status) {
    case 'Accepted':
      return t('offers.offer.accepted', { position });
    case 'Declined':
      return t('offers.offer.declined', { position });
    case 'Canceled':
      return t('offers.offer.canceled', { position });
    case 'Expired':
      return t('offers.offer.expired', { position });
    case 'Extended':
      return offer.signed ? t('offers.offer.accepted', { position }) : t('offers.offer.congratulations', { position });
  }
}
