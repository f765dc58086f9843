/** Which offers page an address names (spec §2 routes); the list for anything else under the remote. */
export type OffersPage =
  | { name: 'list' }
  | { name: 'offer'; id: number }
  | { name: 'document'; id: number; documentId: number }
  | { name: 'letter'; id: number }
  /** An offer address whose id is missing or not a number: the pages send the visitor back to the list. */
  | { name: 'invalid' };

const ID = /^[1-9]\d{0,9}$/;
const idOf = (part: string | undefined) => (part !== undefined && ID.test(part) ? Number(part) : null);

export function offersPageOf(href: string): OffersPage {
  const parts = (href.split(/[?#]/)[0] ?? '').replace(/^\/careers(?=\/|$)/, '').split('/').filter(Boolean);
  const [first, id, third, documentId] = parts;
  if (first === 'offers' && parts.length === 1) return { name: 'list' };
  if (first === 'offer' && parts.length === 2) {
    const offer = idOf(id);
    return offer === null ? { name: 'invalid' } : { name: 'offer', id: offer };
  }
  if (first === 'offer' && third === 'offer-document') {
    const offer = idOf(id);
    const document = idOf(documentId);
    return offer === null || document === null || parts.length !== 4 ? { name: 'invalid' } : { name: 'document', id: offer, documentId: document };
  }
  if (first === 'offer-letter') {
    const offer = idOf(id);
    return offer === null || parts.length !== 2 ? { name: 'invalid' } : { name: 'letter', id: offer };
  }
  return first === 'offer' || first === 'offer-letter' ? { name: 'invalid' } : { name: 'list' };
}

/** The address of an offers page; offer links carry the company's `domain` (spec §2). */
export function offersHref(page: Exclude<OffersPage, { name: 'invalid' }>, domain: string | null): string {
  const query = domain ? `?domain=${encodeURIComponent(domain)}` : '';
  switch (page.name) {
    case 'list':
      return `/careers/offers${query}`;
    case 'offer':
      return `/careers/offer/${page.id}${query}`;
    case 'document':
      return `/careers/offer/${page.id}/offer-document/${page.documentId}${query}`;
    case 'letter':
      return `/careers/offer-letter/${page.id}${query}`;
  }
}
