import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ProfileBootstrapBody, ProfileBootstrapResponse } from '@careers/shared/contracts';
import { TransportError, useTransport } from '@careers/shared/transport';
import { useShellI18n } from '../i18n/useShellI18n';
import { bootstrapLabelKeys, type BootstrapField } from './bootstrapFields';

/**
 * The profile-bootstrapping screen's submit: the names are required (said per field), the server's answer is a
 * reload, its field errors show on their fields (else its message under the form). After a failed try the keyboard
 * goes to what needs fixing: the first field with a message, in the form's order, else the form's own error.
 */
export function useBootstrapSubmit(fields: BootstrapField[], values: Record<BootstrapField, string>) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const [errors, setErrors] = useState<Partial<Record<BootstrapField, string>>>({});
  const [formError, setFormError] = useState('');
  const inputs = useRef<Partial<Record<BootstrapField, HTMLInputElement | null>>>({});
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    const first = fields.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
    else if (formError) formErrorRef.current?.focus();
    // Only a new try moves the focus (not typing after it): `tries` is the one dependency on purpose.
  }, [tries]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<BootstrapField, string>> = {};
    for (const field of ['firstName', 'lastName'] as const) {
      if (fields.includes(field) && !values[field].trim()) missing[field] = t('shell.bootstrap.required', { name: t(bootstrapLabelKeys[field]) });
    }
    setErrors(missing);
    setFormError('');
    if (Object.keys(missing).length) {
      setTries((n) => n + 1);
      return;
    }
    try {
      await transport.post<ProfileBootstrapResponse>('/api/pcsx/profile_bootstrap', values satisfies ProfileBootstrapBody);
      location.reload();
    } catch (error) {
      const fieldErrors = error instanceof TransportError ? (error.data as { error?: { fields?: Partial<Record<BootstrapField, string>> } })?.error?.fields : undefined;
      const shown = fieldErrors && Object.keys(fieldErrors).every((name) => fields.includes(name as BootstrapField));
      if (shown) setErrors(fieldErrors);
      else setFormError(error instanceof Error ? error.message : String(error));
      setTries((n) => n + 1);
    }
  };

  return { submit, errors, formError, formErrorRef, inputRef: (field: BootstrapField) => (element: HTMLInputElement | null) => void (inputs.current[field] = element) };
}
