import type { OfferDocument } from '@careers/shared/contracts';
import type { I18n } from '@careers/shared/i18n';
import { formatDate } from '../../i18n/formatDate';

/**
 * A document card's status text (spec §4 Offers), dates MM/DD/YYYY. 'Expires {date}' only for a
 * date still ahead: a past one reads as a mistake ('Expires 11/21/2026' on the 23rd).
 */
export function documentStatusText(document: OfferDocument, t: I18n['t'], now = Date.now()): string {
  switch (document.status) {
    case 'Pending':
      return t('offers.document.pending');
    case 'Unsigned':
      return document.expires_at && Date.parse(document.expires_at) > now
        ? t('offers.document.expires', { date: formatDate(document.expires_at) })
        : t('offers.document.unsigned');
    case 'Signed':
      return t('offers.document.updated', { date: formatDate(document.updated_at) });
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
