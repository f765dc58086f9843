import { useEffect } from 'react';
import { StateScreen } from '@careers/shared/ui';
import { useOfferLetterId } from '../../data/useOfferDocument';
import { offersHref } from '../../navigation/offersPage';
import { useOffersNavigation } from '../../navigation/OffersNavigation';
import { DocumentPage } from './DocumentPage';
import { useDocumentDomain } from './useDocumentDomain';

/**
 * /careers/offer-letter/:id (spec §2): the offer's letter on the document page, signed through the
 * offer's own accept call. An offer the candidate does not have, or one without a letter, goes back
 * to the list.
 */
export function OfferLetterPage({ offerId }: { offerId: number }) {
  const domain = useDocumentDomain();
  const navigation = useOffersNavigation();
  const letter = useOfferLetterId(domain, offerId);
  const missing = letter.data === null;

  useEffect(() => {
    if (missing) navigation.go(offersHref({ name: 'list' }, domain), { replace: true });
  }, [missing, navigation, domain]);

  if (letter.error) return <StateScreen state="error" onRetry={() => void letter.mutate()} />;
  if (letter.data === undefined || letter.data === null) return <StateScreen state="loading" />;
  return <DocumentPage domain={domain} offerId={offerId} documentId={letter.data} via="letter" />;
}
