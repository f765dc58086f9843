import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
import { deleteAccount } from '../../data/settingsApi';
import { FormError } from './FormError';
import { TextField } from './TextField';
import { actions, notice, section } from './settingsStyles';
import { useFormCall } from './useFormCall';

/**
 * Delete my account: the password and the typed confirmation, then the account and everything in it
 * go (except what the page says is kept), the session ends and the site opens logged out.
 */
export function DeleteSection({ settings, onDeleted }: { settings: AccountSettings; onDeleted: () => void }) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // After each failed try, focus goes to the first field with a message, else to the form's error.
  const { busy, error, fields, run, invalid, formRef } = useFormCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const messages: Record<string, string> = {};
    if (!password) messages.password = 'Enter your password.';
    if (confirmation.trim() !== settings.deleteConfirmation) messages.confirmation = `Type ${settings.deleteConfirmation} to confirm.`;
    if (Object.keys(messages).length > 0) {
      invalid(messages);
      return;
    }
    if (await run(() => deleteAccount(transport, domain, { password, confirmation }))) onDeleted();
  };

  return (
    <section css={section} aria-labelledby="settings-delete">
      <h2 id="settings-delete">Delete my account</h2>
      <p>Your account, profile, applications, drafts, forms, files, saved jobs and searches and notifications are deleted. This cannot be undone.</p>
      <p css={notice}>{settings.keptAfterDeletion}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="current-password" error={fields.password} required />
        <TextField
          label={`Type ${settings.deleteConfirmation} to confirm`}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="off"
          error={fields.confirmation}
          required
        />
        {error && <FormError message={error} />}
        <div css={actions}>
          <Button type="submit" variant="disruptive" disabled={busy}>
            Delete my account
          </Button>
        </div>
      </form>
    </section>
  );
}
