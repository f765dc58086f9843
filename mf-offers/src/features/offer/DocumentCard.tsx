import type { OfferDocument } from '@careers/shared/contracts';
import { Button, buttonStyles, useHydrated } from '@careers/shared/ui';
import { useOffersI18n } from '../../i18n/useOffersI18n';
import { OffersLink } from '../../navigation/OffersLink';
import { offersHref } from '../../navigation/offersPage';
import { card, muted } from '../list/offersStyles';
import { documentAction, documentStatusText } from './documentStatusText';

export interface DocumentCardProps {
  offerId: number;
  document: OfferDocument;
  actionable: boolean;
  domain: string;
}

/** One document of an offer (spec §2 Offer page): name, status text, Start or View. */
export function DocumentCard({ offerId, document, actionable, domain }: DocumentCardProps) {
  const { t } = useOffersI18n();
  const action = documentAction(document, actionable);
  const label = t(`offers.document.${action.label}`);
  const ariaLabel = t(`offers.document.${action.label}Label`, { name: document.name });
  // 'Expires …' and 'Last updated …' (not a pending document's text) are of the browser's clock and time zone, which a page request does not carry:
  // the server and the render that hydrates keep the line's room (one line), the browser fills it right after.
  const hydrated = useHydrated();
  return (
    <li css={card} data-document-id={document.id}>
      <div css={{ minWidth: 0, flex: '1 1 240px' }}>
        <h3 css={(theme) => ({ margin: 0, fontSize: theme.typography.size.md, overflowWrap: 'anywhere' })}>{document.name}</h3>
        <p css={(theme) => ({ ...muted(theme), margin: `${theme.spacing.xs}px 0 0` })}>{hydrated || document.status === 'Pending' ? documentStatusText(document, t) : '\u00a0'}</p>
      </div>
      {action.disabled ? (
        <Button variant="secondary" disabled aria-label={ariaLabel}>
          {label}
        </Button>
      ) : (
        <OffersLink
          href={offersHref({ name: 'document', id: offerId, documentId: document.id }, domain)}
          aria-label={ariaLabel}
          css={(theme) => buttonStyles(theme, action.label === 'start' ? 'primary' : 'secondary')}
        >
          {label}
        </OffersLink>
      )}
    </li>
  );
}
