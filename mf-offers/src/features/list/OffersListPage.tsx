import { StateList, useCountdownClock } from '@careers/shared/ui';
import { useOffers } from '../../data/useOffers';
import { useOffersI18n } from '../../i18n/useOffersI18n';
import { useOffersNavigation } from '../../navigation/OffersNavigation';
import { OfferCard } from './OfferCard';
import { pageColumn, pageHeading } from './offersStyles';

/**
 * /careers/offers (spec §2 Offers list): one card per offer, most recently updated first (the
 * server's order). The heading is left out in the widget, where the host page names the panel.
 */
export function OffersListPage() {
  const { t } = useOffersI18n();
  const { embedded } = useOffersNavigation();
  const list = useOffers();
  const offers = list.data?.offers;
  // Redrawn at local midnight and at each deadline, so a tab left open keeps the count beside the right date.
  const now = useCountdownClock(offers?.map((o) => o.expires_at) ?? []);
  // Busy while there is nothing to show: of the data alone, so the server's list (drawn from the page's first
  // answers) and the render that hydrates it agree, though SWR is still revalidating in the browser.
  const busy = (!offers && !list.error) || undefined;

  // A failed refetch (on focus) keeps the list already shown; the error state is for a first load.
  const content = (
    <StateList items={offers} error={list.error} onRetry={() => void list.mutate()} emptyMessage={t('offers.list.empty')}
      row={(offer) => <OfferCard key={offer.id} offer={offer} now={now} />} />
  );

  return (
    <div css={embedded ? undefined : pageColumn} aria-busy={busy}>
      {!embedded && (
        <h1 tabIndex={-1} css={pageHeading}>
          {t('offers.list.heading')}
        </h1>
      )}
      {content}
    </div>
  );
}
