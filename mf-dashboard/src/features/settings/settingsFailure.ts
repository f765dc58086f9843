import { TransportError } from '@careers/shared/transport';
import { FormFailure } from '@careers/shared/ui';
import { errorText } from '../../data/settingsApi';

/** A refused settings call as its form shows it: the server's message (else `fallback`), and its messages by field. */
export function settingsFailure(thrown: unknown, fallback: string): FormFailure {
  const data = thrown instanceof TransportError ? (thrown.data as { error?: { fields?: Record<string, string> } } | null) : null;
  return new FormFailure(errorText(thrown, fallback), data?.error?.fields ?? {});
}
