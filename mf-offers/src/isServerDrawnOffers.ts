import { sessionStore } from '@careers/shared/state';
import { primedOffers } from './data/primedOffers';
import { serverDrawnPageOf } from './navigation/serverDrawnPageOf';

/**
 * Whether `slot` holds the offer page or offers list the server drew (issue 27) for the address the browser shows
 * now, so the remote can hydrate it: the page carries the first answer it was drawn with (its first render then
 * draws exactly the server's markup). A visitor who moved on before the remote mounted, or a page drawn without
 * it, gets a fresh render instead.
 */
export function isServerDrawnOffers(slot: HTMLElement, pathname: string): boolean {
  const page = serverDrawnPageOf(pathname);
  if (!slot.hasChildNodes() || !page) return false;
  const offers = primedOffers(sessionStore.domain, pathname)?.offers;
  return page.name === 'list' ? offers !== undefined : Boolean(offers?.some((offer) => offer.id === page.id));
}
