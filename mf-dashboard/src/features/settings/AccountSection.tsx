import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, setSession, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, TextField, useForm } from '@careers/shared/ui';
import { updateAccount } from '../../data/settingsApi';
import { FormError } from './FormError';
import { actions, section } from './settingsStyles';
import { settingsFailure } from './settingsFailure';

/** Name and e-mail. A new e-mail needs the current password: the field appears when the e-mail changes. */
export function AccountSection({ settings, onSaved }: { settings: AccountSettings; onSaved: () => void }) {
  const transport = useTransport();
  const { domain, profile } = useSnapshot(sessionStore);
  const emailChanges = (email: string) => email.trim().toLowerCase() !== settings.email;
  const { values, set, busy, error, fields, formRef, onSubmit } = useForm({
    initial: { firstName: settings.firstName, lastName: settings.lastName, email: settings.email, currentPassword: '' },
    failureOf: settingsFailure,
    submit: async ({ firstName, lastName, email, currentPassword }) => {
      const saved = await updateAccount(transport, domain, { firstName, lastName, ...(emailChanges(email) ? { email, currentPassword } : {}) });
      if (profile) {
        setSession({ profile: { ...profile, ...saved.data, fullname: `${saved.data.firstName} ${saved.data.lastName}`.trim() } });
      }
      showToast({ kind: 'success', message: 'Your account details were saved.' });
      onSaved();
      return { email: saved.data.email, currentPassword: '' };
    },
  });

  return (
    <section css={section} aria-labelledby="settings-account">
      <h2 id="settings-account">Name and e-mail</h2>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label="First name" value={values.firstName} onChange={set.firstName} autoComplete="given-name" error={fields.firstName} required />
        <TextField label="Last name" value={values.lastName} onChange={set.lastName} autoComplete="family-name" error={fields.lastName} required />
        <TextField label="E-mail" type="email" value={values.email} onChange={set.email} autoComplete="email" error={fields.email} required />
        {emailChanges(values.email) && (
          <TextField
            label="Current password"
            hint="Needed to change your e-mail."
            type="password"
            value={values.currentPassword}
            onChange={set.currentPassword}
            autoComplete="current-password"
            error={fields.currentPassword}
            required
          />
        )}
        {error && <FormError message={error} />}
        <div css={actions}>
          <Button type="submit" disabled={busy}>
            Save name and e-mail
          </Button>
        </div>
      </form>
    </section>
  );
}
