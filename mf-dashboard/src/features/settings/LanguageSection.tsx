import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { availableLocales, createI18n, localeStore, showLocale } from '@careers/shared/i18n';
import { sessionStore, setSession, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { useForm } from '@careers/shared/ui';
import { saveLanguage } from '../../data/settingsApi';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';
import { field } from './settingsStyles';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

/**
 * 'fr' → 'français': each language in its own words, as a candidate who does not read the page's language looks for
 * it (the option's `lang` lets a screen reader speak it so). A region is named alike for every language, 'Português
 * (Portugal)' beside 'Português (Brasil)', not CLDR's dialect names ('Português europeu').
 */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language', languageDisplay: 'standard' }).of(code);
    return name && name !== code ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * The languages a candidate may choose, by their names in alphabetical order (the page's language's collation): with
 * 38 of them, a keyboard user types the first letters of the one they read ('Po' for Polski).
 */
function languageOptions(supported: readonly string[]): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(localeStore.locale);
  return availableLocales(supported)
    .map((code) => ({ code, name: languageName(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The language the site uses for the candidate (the page's `lang`, boot data) from the company's languages that have messages. */
export function LanguageSection({ settings, onChange }: { settings: AccountSettings; onChange: (next: AccountSettings) => void }) {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const id = useId();
  // No formRef: one control, so a refusal is only announced (role="alert"), as it always was here.
  const { values, set, busy, error, onSubmit } = useForm({
    initial: { language: settings.language ?? '' },
    failureOf: (thrown: unknown) => settingsFailure(thrown, t('settings.failed')),
    submit: async ({ language }) => {
      const saved = (await saveLanguage(transport, domain, language || null)).data;
      onChange(saved);
      // The page is redrawn in the chosen language at once (issue 30), `<html lang>` and `dir` with it (the shell
      // follows the session's language); the confirmation is said in the new language.
      setSession({ language: saved.language ?? saved.defaultLanguage });
      await showLocale().catch(() => undefined);
      showToast({ kind: 'success', message: createI18n({ locale: localeStore.locale }).t('settings.language.saved') });
    },
  });

  return (
    <SettingsSection id="settings-language" heading={t('settings.language.heading')}>
      <SettingsForm form={{ busy, error, onSubmit }} submitLabel={t('settings.language.save')} noValidate={false}>
        <div css={field}>
          <label htmlFor={id}>{t('settings.language.label')}</label>
          <select id={id} value={values.language} onChange={(e) => set.language(e.target.value)}>
            <option value="">{t('settings.language.companyDefault', { language: languageName(settings.defaultLanguage) })}</option>
            {languageOptions(settings.supportedLanguages).map(({ code, name }) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}
