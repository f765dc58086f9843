import type { ProfileBootstrapBody, ProfileBootstrapResponse } from '@careers/shared/contracts';
import { TransportError, useTransport } from '@careers/shared/transport';
import { FormFailure, useForm } from '@careers/shared/ui';
import { useShellI18n } from '../i18n/useShellI18n';
import { bootstrapLabelKeys, type BootstrapField } from './bootstrapFields';

/**
 * The profile-bootstrapping screen's form (the shared `useForm`): the names are required (said per field), the
 * server's answer is a reload, its field errors show on their fields (else its message under the form). After a
 * failed try useForm takes the keyboard to the first field with a message, else to the form's own message.
 */
export function useBootstrapForm(fields: BootstrapField[], initial: Record<BootstrapField, string>) {
  const { t } = useShellI18n();
  const transport = useTransport();
  return useForm({
    initial,
    check: (values) => {
      const missing: Partial<Record<BootstrapField, string>> = {};
      for (const field of ['firstName', 'lastName'] as const) {
        if (fields.includes(field) && !values[field].trim()) missing[field] = t('shell.bootstrap.required', { name: t(bootstrapLabelKeys[field]) });
      }
      return missing;
    },
    submit: async (values) => {
      await transport.post<ProfileBootstrapResponse>('/api/pcsx/profile_bootstrap', values satisfies ProfileBootstrapBody);
      location.reload();
    },
    // The server's field errors show on their fields when the screen has them all; else its message, under the form.
    failureOf: (error) => {
      const fieldErrors = error instanceof TransportError ? (error.data as { error?: { fields?: Record<string, string> } })?.error?.fields : undefined;
      if (fieldErrors && Object.keys(fieldErrors).every((name) => fields.includes(name as BootstrapField))) return new FormFailure('', fieldErrors);
      return new FormFailure(error instanceof Error ? error.message : String(error));
    },
  });
}
