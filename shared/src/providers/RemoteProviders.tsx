import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { TransportProvider } from '@careers/shared/transport';
import { CareersThemeProvider } from '@careers/shared/theme';
import { I18nProvider } from '@careers/shared/i18n';
import type { RemoteProps } from '@careers/shared/mf';
import { RefetchOnLanguageChange } from './RefetchOnLanguageChange';
// Other subpaths are imported by package name, never relatively: a relative import would
// bypass the federation share scope and create a second TransportProvider context.

export interface RemoteProvidersProps extends Pick<RemoteProps, 'transport'> {
  /** The remote's SWR defaults (spec §9 cache lifetimes differ per area). */
  swr?: SWRConfiguration;
  /** The language to show; without it the session's (a server render names the one its chrome is drawn in). */
  locale?: string;
  children: ReactNode;
}

/**
 * The provider stack every remote root sits in: injected transport, theme, i18n and an SWR cache
 * of its own (a fresh Map per mount, so remotes never read each other's cached data; asked again when the page's
 * language changes). Routed
 * remotes follow the address with `@careers/shared/location`. The server renderers draw their
 * pages in this same stack (`@careers/shared/ssr` renderRemotePage), so hydration finds its nodes.
 */
export function RemoteProviders({ transport, swr, locale, children }: RemoteProvidersProps) {
  return (
    <TransportProvider transport={transport}>
      <CareersThemeProvider>
        <I18nProvider locale={locale}>
          <SWRConfig value={{ ...swr, provider: () => new Map() }}>
            <RefetchOnLanguageChange />
            {children}
          </SWRConfig>
        </I18nProvider>
      </CareersThemeProvider>
    </TransportProvider>
  );
}
