import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useOffersNavigation } from '../../navigation/OffersNavigation';

/**
 * The company the document belongs to: the page's boot data, as every remote reads it; inside the
 * embedded widget (no boot block on the host page) the `domain` the offer links carry (spec §2).
 */
export function useDocumentDomain(): string {
  const { domain } = useSnapshot(sessionStore);
  const { href } = useOffersNavigation();
  if (domain) return domain;
  return new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '').get('domain') ?? '';
}
