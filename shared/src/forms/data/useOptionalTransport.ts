import { useTransport, type Transport } from '@careers/shared/transport';

/** The provider's transport, or null: forms that call no endpoint work with no transport provider at all. */
export function useOptionalTransport(): Transport | null {
  try {
    return useTransport();
  } catch {
    return null;
  }
}
