import { registerCatalogue } from '@careers/shared/i18n';

/** Texts of the offers list and offer page (spec §2, §4, §8). Registered on import; other locales fall back to English. */
export const offersMessages = {
  en: {
    'offers.list.heading': 'Offers',
    'offers.list.empty': 'No offers found',
    'offers.list.view': 'View job offer',
    'offers.list.viewLabel': 'View job offer for %(position)s',
    'offers.list.actionRequired': 'Action required',
    'offers.list.expiresIn': '{count, plural, =0 {Expires today} one {Expires in # day} other {Expires in # days}}',
    'offers.list.expiresOn': 'Expires %(date)s',
    'offers.list.expired': 'Expired %(date)s',
    'offers.list.updated': 'Last updated %(date)s',
    'offers.status.Extended': 'Extended',
    'offers.status.Accepted': 'Accepted',
    'offers.status.Declined': 'Declined',
    'offers.status.Canceled': 'Canceled',
    'offers.status.Expired': 'Expired',
    'offers.offer.title': 'Job offer for the position',
    'offers.offer.back': 'Offers',
    'offers.offer.congratulations':
      'Congratulations! We are delighted to offer you the position of %(position)s. Please review the documents below and sign them before the offer expires.',
    'offers.offer.accepted': 'You accepted the offer for %(position)s. Welcome aboard!',
    'offers.offer.declined': 'You declined the offer for %(position)s.',
    'offers.offer.canceled': 'The offer for %(position)s has been canceled.',
    'offers.offer.expired': 'The offer for %(position)s has expired.',
    'offers.offer.documents': 'Documents',
    'offers.offer.noDocuments': 'This offer has no documents yet.',
    'offers.document.pending': 'Document being processed',
    'offers.document.expires': 'Expires %(date)s',
    'offers.document.unsigned': 'Document is yet to be signed',
    'offers.document.expired': 'Expired %(date)s',
    'offers.document.offerDeclined': 'Offer declined %(date)s',
    'offers.document.offerCanceled': 'Offer canceled %(date)s',
    'offers.document.offerAccepted': 'Offer accepted %(date)s',
    'offers.document.updated': 'Last updated %(date)s',
    'offers.document.start': 'Start',
    'offers.document.view': 'View',
    'offers.document.startLabel': 'Start %(name)s',
    'offers.document.viewLabel': 'View %(name)s',
    'offers.widget.loggedOut': 'Log in on the careers site to see your job offers.',
    'offers.widget.logIn': 'Log in',
  },
} as const;

registerCatalogue('en', offersMessages.en);
