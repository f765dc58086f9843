import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Offer, OffersResponse } from '@careers/shared/contracts';
import { showToast } from '@careers/shared/state';
import { offersKey } from '../../data/offersKey';
import { isDocumentKeyOf } from '../../data/useOfferDocument';
import { withOffer } from '../../data/withOffer';
import { offersHref } from '../../navigation/offersPage';
import { useOffersNavigation } from '../../navigation/OffersNavigation';

/**
 * The end of every change the document page makes to offer `offerId` (spec §4): the success toast, the offer as the
 * call answered it put into the offers list, the way back to that list, and the offer's cached documents forgotten.
 */
export function useFinishOfferChange(domain: string, offerId: Offer['id']) {
  const { mutate } = useSWRConfig();
  const navigation = useOffersNavigation();
  return useCallback(
    async (message: string, changed: Offer) => {
      showToast({ kind: 'success', message });
      // The call answered the offer as it is now: the list (whichever way the visitor goes next) takes it, without
      // being asked for again (issue 29). A list not read yet stays unread: the list page reads it when it opens.
      await mutate<OffersResponse>(offersKey(domain), (list) => list && withOffer(list, changed), { revalidate: false });
      navigation.go(offersHref({ name: 'list' }, domain));
      // So are this offer's cached documents (a signed copy, a new state). Forgotten, not read again (each read
      // is a 'viewed' entry): the next visit reads them anew, and shows no copy from before meanwhile, which a
      // quick Download would have saved (e2e offers.spec caught it on a loaded CI machine).
      await mutate((key) => isDocumentKeyOf(key, domain, offerId), undefined, { revalidate: false });
    },
    [mutate, domain, navigation, offerId],
  );
}
