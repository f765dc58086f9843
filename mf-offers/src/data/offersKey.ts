/**
 * The SWR key of a company's offers list. Every page that changes an offer (accept, sign, decline)
 * revalidates this key, so the list is fresh when the visitor returns to it (spec §4).
 */
export const offersKey = (domain: string) => ['offers', domain] as const;
