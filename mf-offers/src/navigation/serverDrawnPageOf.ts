import { offersPageOf } from './offersPage';

/**
 * The offers page the server draws for `pathname` (issue 27): the list at /careers/offers and an offer's page, the
 * two whose answer the page carries; null for any other (the document pages, the letter, a page of another remote).
 * @example serverDrawnPageOf('/careers/offer/7') // { name: 'offer', id: 7 }
 */
export function serverDrawnPageOf(pathname: string): { name: 'list' } | { name: 'offer'; id: number } | null {
  const page = offersPageOf(pathname);
  if (page.name === 'offer') return page;
  return page.name === 'list' && /^\/careers\/offers\/?$/.test(pathname) ? page : null;
}
