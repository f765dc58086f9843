import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, TextField, useForm } from '@careers/shared/ui';
import { deleteAccount } from '../../data/settingsApi';
import { FormError } from './FormError';
import { actions, notice, section } from './settingsStyles';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

/**
 * Delete my account: the password and the typed confirmation, then the account and everything in it
 * go (except what the page says is kept), the session ends and the site opens logged out.
 */
export function DeleteSection({ settings, onDeleted }: { settings: AccountSettings; onDeleted: () => void }) {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  // After each failed try, focus goes to the first field with a message, else to the form's error.
  const { values, set, busy, error, fields, formRef, onSubmit } = useForm({
    initial: { password: '', confirmation: '' },
    check: ({ password, confirmation }) => {
      const messages: Record<string, string> = {};
      if (!password) messages.password = t('settings.delete.passwordMissing');
      if (confirmation.trim() !== settings.deleteConfirmation) messages.confirmation = t('settings.delete.confirmMissing', { word: settings.deleteConfirmation });
      return messages;
    },
    failureOf: settingsFailure,
    submit: async ({ password, confirmation }) => {
      await deleteAccount(transport, domain, { password, confirmation });
      onDeleted();
    },
  });

  return (
    <section css={section} aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('settings.delete.heading')}</h2>
      <p>{t('settings.delete.text')}</p>
      <p css={notice}>{settings.keptAfterDeletion}</p>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label={t('settings.delete.password')} type="password" value={values.password} onChange={set.password} autoComplete="current-password" error={fields.password} required />
        <TextField
          label={t('settings.delete.confirmLabel', { word: settings.deleteConfirmation })}
          value={values.confirmation}
          onChange={set.confirmation}
          autoComplete="off"
          error={fields.confirmation}
          required
        />
        {error && <FormError message={error} />}
        <div css={actions}>
          <Button type="submit" variant="disruptive" disabled={busy}>
            {t('settings.delete.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
