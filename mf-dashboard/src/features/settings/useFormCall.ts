import { useState } from 'react';
import { TransportError } from '@careers/shared/transport';
import { errorText } from '../../data/settingsApi';

/** A form's call: busy while it runs, then the server's message and per-field messages when it fails. */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError('');
    setFields({});
    try {
      return await call();
    } catch (failure) {
      setError(errorText(failure));
      const data = failure instanceof TransportError ? (failure.data as { error?: { fields?: Record<string, string> } } | null) : null;
      setFields(data?.error?.fields ?? {});
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fields, run };
}
