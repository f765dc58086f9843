import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { StateScreen, buttonStyles, plainList, useCountdownClock } from '@careers/shared/ui';
import { offerAsOf } from '../../data/offerAsOf';
import { useOffer } from '../../data/useOffers';
import { useOffersI18n } from '../../i18n/useOffersI18n';
import { OffersLink } from '../../navigation/OffersLink';
import { useOffersNavigation } from '../../navigation/OffersNavigation';
import { offersHref } from '../../navigation/offersPage';
import { muted, pageColumn, pageHeading, tag } from '../list/offersStyles';
import { statusTone } from '../list/statusTone';
import { DocumentCard } from './DocumentCard';
import { offerMessage } from './offerMessage';
import { useConfettiOnce } from './useConfettiOnce';

/**
 * /careers/offer/:id (spec §2 Offer page): the offer's title, a congratulation, its documents with
 * Start or View. An id the candidate has no offer under (unknown, or another candidate's) sends
 * them back to the list without a history entry (spec §2 Document page rule, applied here too).
 */
export function OfferPage({ offerId }: { offerId: number }) {
  const { t } = useOffersI18n();
  const { embedded, go } = useOffersNavigation();
  const { domain } = useSnapshot(sessionStore);
  const { offer: answered, error, mutate } = useOffer(offerId);
  // A page left open past the deadline turns to the expired offer then, as the list's cards do (user trial s19);
  // a document's own 'Expires …' follows its own deadline.
  const now = useCountdownClock([answered?.expires_at, ...(answered?.offer_documents.map((d) => d.expires_at) ?? [])]);
  const offer = answered && offerAsOf(answered, now);
  const listHref = offersHref({ name: 'list' }, domain);
  const confettiHost = useRef<HTMLDivElement>(null);
  useConfettiOnce(confettiHost, domain, offerId, offer?.actionable ?? false);

  useEffect(() => {
    if (offer === null) go(listHref, { replace: true });
  }, [offer, go, listHref]);

  const Heading = embedded ? 'h2' : 'h1';
  const SubHeading = embedded ? 'h3' : 'h2';
  const back = (
    <OffersLink href={listHref} css={(theme) => ({ ...buttonStyles(theme, 'secondary'), padding: `0 ${theme.spacing.md}px` })}>
      {/* Points back, toward the inline start: mirrored where the page reads right to left. */}
      <span aria-hidden="true" css={{ '[dir="rtl"] &': { display: 'inline-block', transform: 'scaleX(-1)' } }}>
        ←&nbsp;
      </span>
      {t('offers.offer.back')}
    </OffersLink>
  );

  return (
    <div css={embedded ? undefined : pageColumn} ref={confettiHost} aria-busy={offer === undefined && !error ? true : undefined}>
      {back}
      <Heading tabIndex={-1} css={(theme) => ({ ...pageHeading(theme), ...(embedded ? { fontSize: theme.typography.size.xl, marginTop: theme.spacing.md } : {}) })}>
        {t('offers.offer.title')}
      </Heading>
      {error && offer === undefined ? (
        <StateScreen state="error" onRetry={() => void mutate()} />
      ) : !offer ? (
        <StateScreen state="loading" />
      ) : (
        <>
          {/* The position's name is a heading one level below the page's (spec §2 Offer page: the title,
              then the offer), so it is found in a screen reader's list of headings; the status tag sits
              beside it, outside the heading, so the heading's name is the position alone. */}
          <div css={(theme) => ({ margin: `0 0 ${theme.spacing.sm}px`, fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.bold, overflowWrap: 'anywhere' })}>
            <SubHeading css={{ display: 'inline', margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>{offer.position.name}</SubHeading>{' '}
            <span css={(theme) => ({ ...tag(theme, statusTone(offer.status)), verticalAlign: 'middle' })}>{t(`offers.status.${offer.status}`)}</span>
          </div>
          <p css={(theme) => ({ margin: `0 0 ${theme.spacing.lg}px` })}>{offerMessage(offer, t)}</p>
          <section aria-labelledby={`offer-${offer.id}-documents`}>
            <h2 id={`offer-${offer.id}-documents`} css={(theme) => ({ fontSize: theme.typography.size.lg, margin: `0 0 ${theme.spacing.sm}px` })}>
              {t('offers.offer.documents')}
            </h2>
            {offer.offer_documents.length === 0 ? (
              <p css={muted}>{t('offers.offer.noDocuments')}</p>
            ) : (
              <ul css={plainList}>
                {offer.offer_documents.map((document) => (
                  <DocumentCard key={document.id} offer={offer} document={document} domain={domain} now={now} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
