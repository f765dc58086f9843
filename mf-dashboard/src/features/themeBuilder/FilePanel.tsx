import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ThemeBuilderState } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { themeExportHref } from '../../data/themeBuilderApi';
import type { ThemeActions } from './useThemeActions';
import { buttonRow, fieldError, muted, panel } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

/** A chosen file's text (FileReader: what every browser and the tests' DOM have). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** Export the draft or the published theme as a file; import a file as the draft (the server checks it). */
export function FilePanel({ state, actions }: { state: ThemeBuilderState; actions: ThemeActions }) {
  const { t } = useThemeBuilderI18n();
  const { domain } = useSnapshot(sessionStore);
  const headingId = useId();
  const inputId = useId();
  const failed = actions.failure?.action === 'import' ? actions.failure.message : '';
  return (
    <section css={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('themeBuilder.file.heading')}</h2>
      <div css={buttonRow}>
        {state.draft && (
          <a href={themeExportHref(domain, state.product, 'draft')} download>
            {t('themeBuilder.file.exportDraft')}
          </a>
        )}
        {state.published && (
          <a href={themeExportHref(domain, state.product, 'published')} download>
            {t('themeBuilder.file.exportPublished')}
          </a>
        )}
      </div>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <label htmlFor={inputId}>{t('themeBuilder.file.import')}</label>
        <span id={`${inputId}-hint`} css={muted}>
          {t('themeBuilder.file.importHint')}
        </span>
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          disabled={actions.busy !== null}
          aria-describedby={`${inputId}-hint${failed ? ` ${inputId}-error` : ''}`}
          aria-invalid={failed ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void readText(file).then(actions.importFile, () => actions.importFile(''));
          }}
        />
      </div>
      {failed && (
        <p id={`${inputId}-error`} role="alert" css={fieldError}>
          {failed}
        </p>
      )}
    </section>
  );
}
