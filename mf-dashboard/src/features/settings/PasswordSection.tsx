import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
import { changePassword } from '../../data/settingsApi';
import { FormError } from './FormError';
import { TextField } from './TextField';
import { actions, section } from './settingsStyles';
import { useFormCall } from './useFormCall';

/** A new password, after the current one. Other browsers logged in to the account are logged out. */
export function PasswordSection() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { busy, error, fields, run, formRef } = useFormCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await run(() => changePassword(transport, domain, { currentPassword, newPassword })))) return;
    setCurrentPassword('');
    setNewPassword('');
    showToast({ kind: 'success', message: 'Your password was changed. Other devices were logged out.' });
  };

  return (
    <section css={section} aria-labelledby="settings-password">
      <h2 id="settings-password">Password</h2>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label="Current password" type="password" value={currentPassword} onChange={setCurrentPassword} autoComplete="current-password" error={fields.currentPassword} required />
        <TextField
          label="New password"
          hint="At least 8 characters; not your e-mail, not a common password."
          type="password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          error={fields.newPassword}
          required
        />
        {error && <FormError message={error} />}
        <div css={actions}>
          <Button type="submit" disabled={busy}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
