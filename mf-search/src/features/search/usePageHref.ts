import { createContext, useContext } from 'react';
import { useHref } from '@careers/shared/location';

/**
 * The address the server renders the search page for (renderSearch.tsx), or null in the browser. The server has
 * no window.location, which useHref reads.
 */
export const ServerHrefContext = createContext<string | null>(null);

/** The current path + query string: the address bar in the browser, the request's address on the server. */
export function usePageHref(): string {
  const serverHref = useContext(ServerHrefContext);
  // The context is set only around a server render and never changes within a tree, so the calls stay in
  // the same order for the life of every component.
  return serverHref ?? useHref();
}

