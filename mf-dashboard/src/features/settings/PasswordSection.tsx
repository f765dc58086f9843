import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, TextField, useForm } from '@careers/shared/ui';
import { changePassword } from '../../data/settingsApi';
import { FormError } from './FormError';
import { actions, section } from './settingsStyles';
import { settingsFailure } from './settingsFailure';

const EMPTY = { currentPassword: '', newPassword: '' };

/** A new password, after the current one. Other browsers logged in to the account are logged out. */
export function PasswordSection() {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { values, set, busy, error, fields, formRef, onSubmit } = useForm({
    initial: EMPTY,
    failureOf: settingsFailure,
    submit: async (passwords) => {
      await changePassword(transport, domain, passwords);
      showToast({ kind: 'success', message: 'Your password was changed. Other devices were logged out.' });
      return EMPTY;
    },
  });

  return (
    <section css={section} aria-labelledby="settings-password">
      <h2 id="settings-password">Password</h2>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label="Current password" type="password" value={values.currentPassword} onChange={set.currentPassword} autoComplete="current-password" error={fields.currentPassword} required />
        <TextField
          label="New password"
          hint="At least 8 characters; not your e-mail, not a common password."
          type="password"
          value={values.newPassword}
          onChange={set.newPassword}
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
