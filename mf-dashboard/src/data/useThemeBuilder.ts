import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { themeBuilderApi } from './themeBuilderApi';

type Product = ThemeDocument['product'];

/** The SWR keys of one product's builder data: a save, publish or restore revalidates them. */
export const themeBuilderKeys = (domain: string, product: Product) => ({
  state: ['theme-builder', 'state', domain, product] as const,
  versions: ['theme-builder', 'versions', domain, product] as const,
});

/**
 * One product's draft, published version and default look. Not refetched on focus: the editor holds the user's
 * unsaved changes, which a refetch would not touch but whose base would move under them.
 */
export function useThemeBuilderState(product: Product) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(themeBuilderKeys(domain, product).state, () => themeBuilderApi.state(transport, domain, product), { revalidateOnFocus: false });
}

/** One product's published versions, newest first. */
export function useThemeVersions(product: Product) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR(themeBuilderKeys(domain, product).versions, () => themeBuilderApi.versions(transport, domain, product), { revalidateOnFocus: false });
}
