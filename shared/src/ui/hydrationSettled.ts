import { createContext } from 'react';

/**
 * Whether a remote's root has taken over what the server drew, given by `HydrationSettles` at the root; undefined
 * where no root says (a page rendered on the server, a test's render): `useHydrated` then falls back to React's
 * own signal. One context for the page: `@careers/shared/ui` is a shared singleton, so the provider in
 * `@careers/shared/mf` and the hook in every remote read the same one.
 */
export const HydrationSettledContext = createContext<boolean | undefined>(undefined);
