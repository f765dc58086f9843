import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, setSession, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, TextField, useForm } from '@careers/shared/ui';
import { updateAccount } from '../../data/settingsApi';
import { FormError } from './FormError';
import { actions, section } from './settingsStyles';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

/** Name and e-mail. A new e-mail needs the current password: the field appears when the e-mail changes. */
export function AccountSection({ settings, onSaved }: { settings: AccountSettings; onSaved: () => void }) {
  const { t } = useSettingsI18n();
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
      showToast({ kind: 'success', message: t('settings.account.saved') });
      onSaved();
      return { email: saved.data.email, currentPassword: '' };
    },
  });

  return (
    <section css={section} aria-labelledby="settings-account">
      <h2 id="settings-account">{t('settings.account.heading')}</h2>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <TextField label={t('settings.account.firstName')} value={values.firstName} onChange={set.firstName} autoComplete="given-name" error={fields.firstName} required />
        <TextField label={t('settings.account.lastName')} value={values.lastName} onChange={set.lastName} autoComplete="family-name" error={fields.lastName} required />
        <TextField label={t('settings.account.email')} type="email" value={values.email} onChange={set.email} autoComplete="email" error={fields.email} required />
        {emailChanges(values.email) && (
          <TextField
            label={t('settings.account.currentPassword')}
            hint={t('settings.account.currentPasswordHint')}
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
            {t('settings.account.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
