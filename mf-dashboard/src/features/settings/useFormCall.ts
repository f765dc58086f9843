import { useState } from 'react';
import { TransportError } from '@careers/shared/transport';
import { errorText } from '../../data/settingsApi';

/** A form's call: busy while it runs, then the server's message and per-field messages when it fails. */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  /** Messages found in the browser before any call: shown by their fields, no call is made. */
  const invalid = (messages: Record<string, string>) => {
    setError('');
    setFields(messages);
  };
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError('');
    setFields({});
    try {
      return await call();
    } catch (failure) {
      const data = failure instanceof TransportError ? (failure.data as { error?: { fields?: Record<string, string> } } | null) : null;
      const fieldMessages = data?.error?.fields ?? {};
      const message = errorText(failure);
      // A message already shown by its field is not repeated as the form's error.
      setError(Object.values(fieldMessages).includes(message) ? '' : message);
      setFields(fieldMessages);
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fields, run, invalid };
}
