import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { useForm } from '@careers/shared/ui';
import { saveLanguage } from '../../data/settingsApi';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';
import { field } from './settingsStyles';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

/** 'fr' → 'French (fr)', in English: the page's own language. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The language the site uses for the candidate (the page's `lang`, boot data) from the company's list. */
export function LanguageSection({ settings, onChange }: { settings: AccountSettings; onChange: (next: AccountSettings) => void }) {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const id = useId();
  // No formRef: one control, so a refusal is only announced (role="alert"), as it always was here.
  const { values, set, busy, error, onSubmit } = useForm({
    initial: { language: settings.language ?? '' },
    failureOf: settingsFailure,
    submit: async ({ language }) => {
      onChange((await saveLanguage(transport, domain, language || null)).data);
      // `<html lang>` stays: this page's text does not change language until the next page load, whose
      // server-rendered `lang` names the language then shown (issue 14 #16).
      showToast({ kind: 'success', message: t('settings.language.saved') });
    },
  });

  return (
    <SettingsSection id="settings-language" heading={t('settings.language.heading')}>
      <SettingsForm form={{ busy, error, onSubmit }} submitLabel={t('settings.language.save')} noValidate={false}>
        <div css={field}>
          <label htmlFor={id}>{t('settings.language.label')}</label>
          <select id={id} value={values.language} onChange={(e) => set.language(e.target.value)}>
            <option value="">{t('settings.language.companyDefault', { language: languageName(settings.defaultLanguage) })}</option>
            {settings.supportedLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}
