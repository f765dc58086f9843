import type { Offer, OfferDocument } from '@careers/shared/contracts';
import { Button, buttonStyles, useFormatDate } from '@careers/shared/ui';
import { useOffersI18n } from '../../i18n/useOffersI18n';
import { OffersLink } from '../../navigation/OffersLink';
import { offersHref } from '../../navigation/offersPage';
import { card, muted } from '../list/offersStyles';
import { documentAction, documentStatusText } from './documentStatusText';

export interface DocumentCardProps {
  /** The offer as it displays at `now` (offerAsOf): whether it can still be signed, and whether it expired. */
  offer: Offer;
  document: OfferDocument;
  domain: string;
  /** The page's countdown clock (useCountdownClock): null on the server and in the render that hydrates. */
  now: Date | null;
}

/** One document of an offer (spec §2 Offer page): name, status text, Start or View. */
export function DocumentCard({ offer, document, domain, now }: DocumentCardProps) {
  const { t } = useOffersI18n();
  const action = documentAction(document, offer.actionable);
  const label = t(`offers.document.${action.label}`);
  const ariaLabel = t(`offers.document.${action.label}Label`, { name: document.name });
  // A page request carries neither the browser's clock nor its zone: the server and the render that hydrates draw
  // 'Expires …' and 'Last updated …' as the day in UTC (user trial: no deadline without JavaScript), the browser
  // redraws them in its own zone and by the page's clock (`now`) right after, on the same line.
  const { date } = useFormatDate('numeric');
  const status = documentStatusText(document, t, date, { now: now && now.getTime(), offer });
  return (
    <li css={card} data-document-id={document.id}>
      <div css={{ minWidth: 0, flex: '1 1 240px' }}>
        <h3 css={(theme) => ({ margin: 0, fontSize: theme.typography.size.md, overflowWrap: 'anywhere' })}>{document.name}</h3>
        <p css={(theme) => ({ ...muted(theme), margin: `${theme.spacing.xs}px 0 0` })}>{status}</p>
      </div>
      {action.disabled ? (
        <Button variant="secondary" disabled aria-label={ariaLabel}>
          {label}
        </Button>
      ) : (
        <OffersLink
          href={offersHref({ name: 'document', id: offer.id, documentId: document.id }, domain)}
          aria-label={ariaLabel}
          css={(theme) => buttonStyles(theme, action.label === 'start' ? 'primary' : 'secondary')}
        >
          {label}
        </OffersLink>
      )}
    </li>
  );
}
