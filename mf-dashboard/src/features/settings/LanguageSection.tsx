import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
import { saveLanguage } from '../../data/settingsApi';
import { FormError } from './FormError';
import { actions, field, section } from './settingsStyles';
import { useFormCall } from './useFormCall';

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
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const id = useId();
  const [language, setLanguage] = useState(settings.language ?? '');
  const { busy, error, run } = useFormCall();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() => saveLanguage(transport, domain, language || null));
    if (!saved) return;
    onChange(saved.data);
    // `<html lang>` stays: this page's text does not change language until the next page load, whose
    // server-rendered `lang` names the language then shown (issue 14 #16).
    showToast({ kind: 'success', message: 'Your language was saved.' });
  };

  return (
    <section css={section} aria-labelledby="settings-language">
      <h2 id="settings-language">Language</h2>
      <form onSubmit={(e) => void submit(e)} css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.spacing.md })}>
        <div css={field}>
          <label htmlFor={id}>Language</label>
          <select id={id} value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">Company default: {languageName(settings.defaultLanguage)}</option>
            {settings.supportedLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        {error && <FormError message={error} />}
        <div css={actions}>
          <Button type="submit" disabled={busy}>
            Save language
          </Button>
        </div>
      </form>
    </section>
  );
}
