import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, setSession, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
import { updateAccount } from '../../data/settingsApi';
import { FormError } from './FormError';
import { TextField } from './TextField';
import { actions, section } from './settingsStyles';
import { useFormCall } from './useFormCall';

/** Name and e-mail. A new e-mail needs the current password: the field appears when the e-mail changes. */
export function AccountSection({ settings, onSaved }: { settings: AccountSettings; onSaved: () => void }) {
  const transport = useTransport();
  const { domain, profile } = useSnapshot(sessionStore);
  const [firstName, setFirstName] = useState(settings.firstName);
  const [lastName, setLastName] = useState(settings.lastName);
  const [email, setEmail] = useState(settings.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const { busy, error, fields, run, formRef } = useFormCall();
  const emailChanges = email.trim().toLowerCase() !== settings.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() =>
      updateAccount(transport, domain, { firstName, lastName, ...(emailChanges ? { email, currentPassword } : {}) }),
    );
    if (!saved) return;
    setCurrentPassword('');
    setEmail(saved.data.email);
    if (profile) {
      setSession({ profile: { ...profile, ...saved.data, fullname: `${saved.data.firstName} ${saved.data.lastName}`.trim() } });
    }
    showToast({ kind: 'success', message: 'Your account details were saved.' });
    onSaved();
  };

  return (
    <section css={section} aria-labelledby="settings-account">
      <h2 id="settings-account">Name and e-mail</h2>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label="First name" value={firstName} onChange={setFirstName} autoComplete="given-name" error={fields.firstName} required />
        <TextField label="Last name" value={lastName} onChange={setLastName} autoComplete="family-name" error={fields.lastName} required />
        <TextField label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="email" error={fields.email} required />
        {emailChanges && (
          <TextField
            label="Current password"
            hint="Needed to change your e-mail."
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
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
