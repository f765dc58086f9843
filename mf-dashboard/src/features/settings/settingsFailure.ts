import { TransportError } from '@careers/shared/transport';
import { FormFailure } from '@careers/shared/ui';
import { errorText } from '../../data/settingsApi';

/** A refused settings call as its form shows it: the server's message, and its messages by field. */
export function settingsFailure(thrown: unknown): FormFailure {
  const data = thrown instanceof TransportError ? (thrown.data as { error?: { fields?: Record<string, string> } } | null) : null;
  return new FormFailure(errorText(thrown), data?.error?.fields ?? {});
}
