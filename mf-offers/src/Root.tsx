import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { offersSwrConfig } from './data/offersSwrConfig';
import { SiteNavigation } from './navigation/OffersNavigation';
import { OffersPages } from './OffersPages';

// The offers pages on the careers site (spec §2): list, offer, document, offer letter; the address
// is the browser's. SWR follows the offers cache rule (one day, no retry, refetch on focus).
export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props} swr={offersSwrConfig}>
      <SiteNavigation>
        <OffersPages />
      </SiteNavigation>
    </RemoteProviders>
  );
}
