import type { RemoteProps } from '@careers/shared/mf';
import { RemoteProviders } from '@careers/shared/providers';
import { HeadingRoutes } from '@careers/shared/location';

// Offer pages (spec §2). Their features land with their own issue; until then each route shows
// its page heading. SWR defaults follow the offers cache rule: one day, no retry, refetch on focus.
const pages = [
  ['/offers', 'Offers'],
  ['/offer/:id', 'Job offer for the position'],
  ['/offer/:id/offer-document/:documentId', 'Offer document'],
  ['/offer-letter/:id', 'Offer letter'],
] as const;

export default function Root(props: RemoteProps) {
  return (
    <RemoteProviders {...props} swr={{ dedupingInterval: 86_400_000, shouldRetryOnError: false, revalidateOnFocus: true }}>
      <HeadingRoutes pages={pages} />
    </RemoteProviders>
  );
}
