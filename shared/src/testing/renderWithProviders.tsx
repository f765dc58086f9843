import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { BootData } from '@careers/shared/boot';
import { I18nProvider } from '@careers/shared/i18n';
import { initSession } from '@careers/shared/state';
import { CareersThemeProvider } from '@careers/shared/theme';
import { TransportProvider, type Transport } from '@careers/shared/transport';
import { createFakeTransport } from './createFakeTransport';
import { makeBootData } from './makeBootData';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Defaults to a fake transport with no routes. */
  transport?: Transport;
  /** Loaded into `sessionStore` before rendering; defaults to `makeBootData()`. */
  boot?: BootData;
  /** Defaults to 'en'. */
  locale?: string;
}

/**
 * Renders `ui` inside the transport, theme and i18n providers and a fresh SWR cache, after loading `boot`
 * into the session store.
 */
export function renderWithProviders(
  ui: ReactElement,
  { transport = createFakeTransport(), boot = makeBootData(), locale = 'en', ...options }: RenderWithProvidersOptions = {},
): RenderResult & { transport: Transport; boot: BootData } {
  initSession(boot);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TransportProvider transport={transport}>
        <CareersThemeProvider>
          <I18nProvider locale={locale}>
            {/* A fresh cache per render, and no deduping, so tests never see each other's data. */}
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
          </I18nProvider>
        </CareersThemeProvider>
      </TransportProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), transport, boot };
}
