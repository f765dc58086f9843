import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { navigateWithin, useHref } from '@careers/shared/location';

/**
 * Where the offers pages are and how to move between them. On the careers site that is the page's
 * address (`@careers/shared/location`); in the offers widget embedded in another site's page it is an
 * address kept in memory, so moving between offers never changes the host page's URL.
 */
export interface OffersNavigation {
  /** True inside the embedded widget: no page heading, no history entries (spec §2 "hidden in embedded mode"). */
  embedded: boolean;
  /** The current address, path + query ('/careers/offer/7?domain=northwind.demo'). */
  href: string;
  go(href: string, options?: { replace?: boolean }): void;
}

const Context = createContext<OffersNavigation | null>(null);

/** The offers pages' navigation; throws outside a provider so a missing one is found at once. */
export function useOffersNavigation(): OffersNavigation {
  const navigation = useContext(Context);
  if (!navigation) throw new Error('useOffersNavigation() needs <SiteNavigation> or <MemoryNavigation> above it');
  return navigation;
}

/** Navigation on the careers site: the browser's address, Back and Forward included. */
export function SiteNavigation({ children }: { children: ReactNode }) {
  const href = useHref();
  const value = useMemo<OffersNavigation>(() => ({ embedded: false, href, go: navigateWithin }), [href]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Navigation inside the embedded widget, starting at `initial` (the offers list). */
export function MemoryNavigation({ initial, children }: { initial: string; children: ReactNode }) {
  const [href, setHref] = useState(initial);
  const value = useMemo<OffersNavigation>(() => ({ embedded: true, href, go: (next) => setHref(next) }), [href]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
