import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, TextField, useForm } from '@careers/shared/ui';
import { changePassword } from '../../data/settingsApi';
import { FormError } from './FormError';
import { actions, section } from './settingsStyles';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

const EMPTY = { currentPassword: '', newPassword: '' };

/** A new password, after the current one. Other browsers logged in to the account are logged out. */
export function PasswordSection() {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { values, set, busy, error, fields, formRef, onSubmit } = useForm({
    initial: EMPTY,
    failureOf: settingsFailure,
    submit: async (passwords) => {
      await changePassword(transport, domain, passwords);
      showToast({ kind: 'success', message: t('settings.password.saved') });
      return EMPTY;
    },
  });

  return (
    <section css={section} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings.password.heading')}</h2>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label={t('settings.password.current')} type="password" value={values.currentPassword} onChange={set.currentPassword} autoComplete="current-password" error={fields.currentPassword} required />
        <TextField
          label={t('settings.password.new')}
          hint={t('settings.password.newHint')}
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
            {t('settings.password.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
