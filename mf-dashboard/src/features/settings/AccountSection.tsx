import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, setSession, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { TextField, useForm } from '@careers/shared/ui';
import { updateAccount } from '../../data/settingsApi';
import { boundField } from './boundField';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

/** Name and e-mail. A new e-mail needs the current password: the field appears when the e-mail changes. */
export function AccountSection({ settings, onSaved }: { settings: AccountSettings; onSaved: () => void }) {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain, profile } = useSnapshot(sessionStore);
  const emailChanges = (email: string) => email.trim().toLowerCase() !== settings.email;
  const form = useForm({
    initial: { firstName: settings.firstName, lastName: settings.lastName, email: settings.email, currentPassword: '' },
    failureOf: (thrown: unknown) => settingsFailure(thrown, t('settings.failed')),
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
    <SettingsSection id="settings-account" heading={t('settings.account.heading')}>
      <SettingsForm form={form} submitLabel={t('settings.account.save')}>
        <TextField label={t('settings.account.firstName')} autoComplete="given-name" required {...boundField(form, 'firstName')} />
        <TextField label={t('settings.account.lastName')} autoComplete="family-name" required {...boundField(form, 'lastName')} />
        <TextField label={t('settings.account.email')} type="email" autoComplete="email" required {...boundField(form, 'email')} />
        {emailChanges(form.values.email) && (
          <TextField
            label={t('settings.account.currentPassword')}
            hint={t('settings.account.currentPasswordHint')}
            type="password"
            autoComplete="current-password"
            required
            {...boundField(form, 'currentPassword')}
          />
        )}
      </SettingsForm>
    </SettingsSection>
  );
}
