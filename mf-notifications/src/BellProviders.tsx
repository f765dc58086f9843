import type { ReactNode } from 'react';
import { I18nProvider } from '@careers/shared/i18n';
import { CareersThemeProvider } from '@careers/shared/theme';
import { TransportProvider, type Transport } from '@careers/shared/transport';

/**
 * The bell's providers: transport, theme and i18n. Unlike RemoteProviders there is no SWR cache,
 * since the bell does not use SWR (it must stay small where it is embedded).
 */
export function BellProviders({ transport, children }: { transport: Transport; children: ReactNode }) {
  return (
    <TransportProvider transport={transport}>
      <CareersThemeProvider>
        <I18nProvider>{children}</I18nProvider>
      </CareersThemeProvider>
    </TransportProvider>
  );
}
