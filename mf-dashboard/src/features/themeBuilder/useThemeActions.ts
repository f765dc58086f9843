import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio/react';
import type { ThemeDocument, ThemeExport } from '@careers/shared/contracts';
import { sessionStore, showToast } from '@careers/shared/state';
import { setThemeDocument } from '@careers/shared/theme';
import { useTransport } from '@careers/shared/transport';
import { errorText } from '../../data/settingsApi';
import { themeBuilderApi } from '../../data/themeBuilderApi';
import { themeBuilderKeys } from '../../data/useThemeBuilder';
import { loadTheme } from './themeEditorStore';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export type ThemeAction = 'save' | 'discard' | 'publish' | 'restore' | 'import';

/**
 * The builder's changes on the server, each refreshing the product's state and versions. A refused change shows the
 * server's words beside the control that asked (`failure`) and changes nothing in the editor.
 */
export function useThemeActions(product: ThemeDocument['product']) {
  const { t } = useThemeBuilderI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { mutate } = useSWRConfig();
  const keys = themeBuilderKeys(domain, product);
  const [busy, setBusy] = useState<ThemeAction | null>(null);
  const [failure, setFailure] = useState<{ action: ThemeAction; message: string } | null>(null);

  const refresh = () => Promise.all([mutate(keys.state), mutate(keys.versions)]);
  // The builder's own page is drawn in the careers site's published theme: a new one shows on it at once.
  const nowLive = (theme: ThemeDocument) => product === 'pcsx' && setThemeDocument(theme);

  async function run(action: ThemeAction, call: () => Promise<void>): Promise<boolean> {
    setBusy(action);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      setFailure({ action, message: errorText(error, t('themeBuilder.failed')) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    failure,
    save: (theme: ThemeDocument) =>
      run('save', async () => {
        const saved = await themeBuilderApi.saveDraft(transport, domain, theme);
        loadTheme(saved.draft.theme);
        await refresh();
        showToast({ kind: 'success', message: t('themeBuilder.draft.saved') });
      }),
    discard: (fallback: ThemeDocument) =>
      run('discard', async () => {
        await themeBuilderApi.discardDraft(transport, domain, product);
        loadTheme(fallback);
        await refresh();
        showToast({ kind: 'success', message: t('themeBuilder.draft.discarded') });
      }),
    /** Publishes the draft, saving the editor's unsaved changes into it first (the server publishes its draft). */
    publish: (theme: ThemeDocument, unsaved: boolean, reason: string | null) =>
      run('publish', async () => {
        if (unsaved) loadTheme((await themeBuilderApi.saveDraft(transport, domain, theme)).draft.theme);
        const version = await themeBuilderApi.publish(transport, domain, product, reason ? { override: { reason } } : {});
        nowLive(version.theme);
        await refresh();
        showToast({ kind: 'success', message: t('themeBuilder.publish.done', { version: version.version }) });
      }),
    restore: (version: number) =>
      run('restore', async () => {
        const restored = await themeBuilderApi.restore(transport, domain, product, version);
        nowLive(restored.theme);
        await refresh();
        showToast({ kind: 'success', message: t('themeBuilder.history.restored', { version }) });
      }),
    /** Sends a chosen file to the server, which checks it; a file that is not JSON goes nowhere. */
    importFile: (text: string) =>
      run('import', async () => {
        let file: ThemeExport;
        try {
          file = JSON.parse(text) as ThemeExport;
        } catch {
          throw new Error(t('themeBuilder.file.notJson'));
        }
        const saved = await themeBuilderApi.importTheme(transport, domain, product, file);
        loadTheme(saved.draft.theme);
        await refresh();
        showToast({ kind: 'success', message: t('themeBuilder.file.imported') });
      }),
  };
}

export type ThemeActions = ReturnType<typeof useThemeActions>;
