import { I18nProvider } from '@careers/shared/i18n';
import { CareersThemeProvider } from '@careers/shared/theme';
import { TransportProvider, type Transport } from '@careers/shared/transport';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { ShellLayout } from './ShellLayout';
import { ServerSlotsContext } from './SlotHost';

export interface ShellRootProps {
  transport: Transport;
  isAdmin: boolean;
  contactEmail: string;
  /** The element holding the remotes' slots; none when the server renders the chrome. */
  slots?: HTMLElement;
  onLogout: () => void;
  onError: (error: unknown) => void;
  /** The language to show; the session's choice when left out (the browser). The server names the one it chose the same way. */
  locale?: string;
  /** On the server: a remote's page rendered into the slots (a job's page), put there as markup. */
  serverSlots?: string;
}

/**
 * The shell's React tree below the style cache: the page and the server render this same tree, so the
 * server's HTML is what the page's first render draws and hydration takes it over unchanged (issue 27).
 */
export function ShellRoot({ transport, isAdmin, contactEmail, slots, onLogout, onError, locale, serverSlots = '' }: ShellRootProps) {
  return (
    <TransportProvider transport={transport}>
      <CareersThemeProvider>
        <I18nProvider locale={locale}>
          <ShellErrorBoundary isAdmin={isAdmin} contactEmail={contactEmail} onError={onError}>
            <ServerSlotsContext.Provider value={serverSlots}>
              <ShellLayout slots={slots} onLogout={onLogout} />
            </ServerSlotsContext.Provider>
          </ShellErrorBoundary>
        </I18nProvider>
      </CareersThemeProvider>
    </TransportProvider>
  );
}
