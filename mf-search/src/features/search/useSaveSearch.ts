import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { openLoginModal, sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport, type Transport } from '@careers/shared/transport';
import type { CreateSavedSearchBody, SavedSearchResponse } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { SAVE_ALLOWED_ROUTES } from '../../data/useSavePosition';
import { searchKeyOf, type AlertSearch } from './alertSearch';

async function saveSearch(transport: Transport, domain: string, search: AlertSearch): Promise<number> {
  const body: CreateSavedSearchBody = { query: search.query, location: search.location, filters: search.filters, domain };
  return (await transport.post<SavedSearchResponse>('/api/pcsx/saved_searches', body)).data.id;
}

/**
 * Saving the search shown: logged in it is saved at once; logged out the visitor is asked to log in first and it
 * is saved after. `isSaved` comes from the results (saved already). Refs for the two places focus goes to.
 */
export function useSaveSearch(search: AlertSearch, isSaved: boolean) {
  const { t } = useSearchI18n();
  const transport = useTransport();
  const { domain, user } = useSnapshot(sessionStore);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Saving replaces the button with 'Search saved': focus moves to that line instead of the page body.
  const [justSaved, setJustSaved] = useState(false);
  const savedRef = useRef<HTMLSpanElement>(null);
  // A failed save keeps the button (disabled while it ran): focus returns to it.
  const [saveFailures, setSaveFailures] = useState(0);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (saveFailures > 0 && !busy) saveRef.current?.focus();
  }, [saveFailures, busy]);
  useEffect(() => {
    if (!justSaved) return;
    savedRef.current?.focus();
    setJustSaved(false);
  }, [justSaved]);

  const save = async () => {
    const snapshot = { ...search };
    if (!user.isLoggedIn) {
      openLoginModal({
        pendingAction: async () => {
          await saveSearch(transport, domain, snapshot);
          showToast({ kind: 'success', message: t('alerts.savedToast') });
        },
        allowedRoutes: SAVE_ALLOWED_ROUTES,
        reason: 'saveSearch',
      });
      return;
    }
    setBusy(true);
    try {
      await saveSearch(transport, domain, snapshot);
      setSavedKey(searchKeyOf(snapshot));
      setJustSaved(true);
      showToast({ kind: 'success', message: t('alerts.savedToast') });
    } catch (error) {
      showToast({ kind: 'error', message: error instanceof TransportError && error.status === 400 ? error.message : t('alerts.saveFailed') });
      setSaveFailures((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const saved = user.isLoggedIn && (savedKey === searchKeyOf(search) || isSaved);
  return { saved, busy, save, savedRef, saveRef };
}
