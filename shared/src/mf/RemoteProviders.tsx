import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { TransportProvider } from '@careers/shared/transport';
import { CareersThemeProvider } from '@careers/shared/theme';
import { I18nProvider } from '@careers/shared/i18n';
import type { RemoteProps } from './RemoteProps';
// Other subpaths are imported by package name, never relatively: a relative import would
// bypass the federation share scope and create a second TransportProvider context.

export interface RemoteProvidersProps extends RemoteProps {
  /** The remote's SWR defaults (spec §9 cache lifetimes differ per area). */
  swr?: SWRConfiguration;
  /** Widgets that live in a page slot (the bell) have no routes of their own. */
  withRouter?: boolean;
  children: ReactNode;
}

/**
 * The provider stack every remote root sits in: injected transport, theme, i18n, a router on
 * the /careers basename, and an SWR cache of its own (a fresh Map per mount, so remotes never
 * read each other's cached data).
 */
export function RemoteProviders({ transport, swr, withRouter = true, children }: RemoteProvidersProps) {
  return (
    <TransportProvider transport={transport}>
      <CareersThemeProvider>
        <I18nProvider>
          <SWRConfig value={{ ...swr, provider: () => new Map() }}>
            {withRouter ? <BrowserRouter basename="/careers">{children}</BrowserRouter> : children}
          </SWRConfig>
        </I18nProvider>
      </CareersThemeProvider>
    </TransportProvider>
  );
}
