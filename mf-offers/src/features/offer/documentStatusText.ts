import type { Offer, OfferDocument } from '@careers/shared/contracts';
import type { I18n } from '@careers/shared/i18n';

/**
 * A document card's status text (spec §4 Offers), dates MM/DD/YYYY through `date` (useFormatDate('numeric')).
 * 'Expires {date}' only for a date still ahead: a past one reads as a mistake ('Expires 11/21/2026' on the 23rd).
 * Without `now` (on the server and in the render that hydrates: a page request carries no clock) the server's
 * word decides instead: a deadline is still ahead while the offer is actionable.
 * An unsigned document of an offer that displays as Expired (offerAsOf) says when the offer expired, as the list's
 * card does: 'Document is yet to be signed' promised a signature the server would refuse (spec §4 names only
 * 'Expires {date}' and that text for Unsigned, and neither fits a deadline gone by). Likewise on a Declined or
 * Canceled offer the document will never be signed (user trial s21): the card says the offer was declined or
 * canceled and when (the offer's updated_at, which the decline sets), as the list's card dates it. And on an Accepted
 * one: signing the letter accepts the offer, after which the server refuses to sign its other documents ('This offer
 * has already been accepted.'), so an unsigned one says the offer was accepted and when (updated_at, which the
 * acceptance sets).
 */
export function documentStatusText(
  document: OfferDocument,
  t: I18n['t'],
  date: (iso: string) => string,
  { now, offer }: { now: number | null; offer: Pick<Offer, 'status' | 'actionable' | 'expires_at' | 'updated_at'> },
): string {
  switch (document.status) {
    case 'Pending':
      return t('offers.document.pending');
    case 'Unsigned':
      if (offer.status === 'Declined') return t('offers.document.offerDeclined', { date: date(offer.updated_at) });
      if (offer.status === 'Canceled') return t('offers.document.offerCanceled', { date: date(offer.updated_at) });
      if (offer.status === 'Accepted') return t('offers.document.offerAccepted', { date: date(offer.updated_at) });
      if (offer.status === 'Expired') return offer.expires_at ? t('offers.document.expired', { date: date(offer.expires_at) }) : t('offers.status.Expired');
      return document.expires_at && (now === null ? offer.actionable : Date.parse(document.expires_at) > now)
        ? t('offers.document.expires', { date: date(document.expires_at) })
        : t('offers.document.unsigned');
    case 'Signed':
      return t('offers.document.updated', { date: date(document.updated_at) });
  }
}

/**
 * What a document card's button does. Start (Pending or Unsigned) only while the offer is
 * actionable, since only then can anything be signed; on a decided, expired or canceled offer every
 * document that has content is still there to read (View). Pending documents have no content yet:
 * their button is shown disabled (spec §2 "disabled while Pending").
 */
export function documentAction(document: OfferDocument, actionable: boolean): { label: 'start' | 'view'; disabled: boolean } {
  if (document.status === 'Pending') return { label: actionable ? 'start' : 'view', disabled: true };
  if (document.status === 'Signed' || !actionable) return { label: 'view', disabled: false };
  return { label: 'start', disabled: false };
}
