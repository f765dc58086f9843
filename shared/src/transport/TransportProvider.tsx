import { createContext, useContext, type ReactNode } from 'react';
import type { Transport } from './types';

const TransportContext = createContext<Transport | null>(null);

/** Makes a transport available to `useTransport()` below it; tests pass a fake one. */
export function TransportProvider({ transport, children }: { transport: Transport; children?: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** The transport from the nearest `<TransportProvider>`; throws outside one so a missing provider is obvious. */
export function useTransport(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useTransport() must be used inside <TransportProvider>');
  return transport;
}
