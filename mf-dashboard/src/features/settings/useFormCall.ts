import { useEffect, useRef, useState } from 'react';
import { TransportError } from '@careers/shared/transport';
import { errorText } from '../../data/settingsApi';

/**
 * A form's call: busy while it runs, then the server's message and per-field messages when it fails.
 * After each failed try, focus goes to the form's first field with a message (`aria-invalid`), else
 * to the form's error (attach `formRef` to the form): without it, the disabled submit button drops
 * focus to the page body.
 */
export function useFormCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failures === 0) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [failures]);

  /** Messages found in the browser before any call: shown by their fields, no call is made. */
  const invalid = (messages: Record<string, string>) => {
    setError('');
    setFields(messages);
    setFailures((n) => n + 1);
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
      setFailures((n) => n + 1);
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, fields, run, invalid, formRef };
}
