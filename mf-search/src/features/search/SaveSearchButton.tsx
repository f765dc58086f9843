import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { isEmail } from '@careers/shared/validation';
import { openLoginModal, sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport, type Transport } from '@careers/shared/transport';
import { Button, notReadyStyle, useNotReady } from '@careers/shared/ui';
import type { CreateSavedSearchBody, SavedSearchMetadata, SavedSearchResponse, SubscribeJobAlertBody, SubscribeJobAlertResponse } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { SAVE_ALLOWED_ROUTES } from '../../data/useSavePosition';
import { toolbarButton } from './toolbarButton';
import './alertMessages';

export interface AlertSearch {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

export interface SaveSearchButtonProps {
  search: AlertSearch;
  /** The shown results' savedSearchMetadata (whether this search is saved already). */
  metadata: SavedSearchMetadata | undefined;
}

async function saveSearch(transport: Transport, domain: string, search: AlertSearch): Promise<number> {
  const body: CreateSavedSearchBody = { query: search.query, location: search.location, filters: search.filters, domain };
  return (await transport.post<SavedSearchResponse>('/api/pcsx/saved_searches', body)).data.id;
}

const keyOf = (search: AlertSearch) => JSON.stringify([search.query, search.location, search.filters]);

/**
 * 'Save this search' (when candidateLoginEnabled and savedSearchNotification.enabled; logged out it
 * asks to log in first, then saves) and, for visitors who are not logged in, 'Get job alerts' by
 * e-mail when loggedOutNotificationConfig.enabled (double opt-in: the server mails a link to confirm).
 */
export function SaveSearchButton({ search, metadata }: SaveSearchButtonProps) {
  const { t } = useSearchI18n();
  const transport = useTransport();
  const { configs, domain, user } = useSnapshot(sessionStore);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  // Drawn by the server on the search page (issue 27): says it is not ready until the remote has taken it over.
  const notReady = useNotReady(t('details.notReady'));
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
  const key = keyOf(search);
  const canSave = Boolean(configs?.loginSignupConfig.candidateLoginEnabled && configs.notificationsConfig.savedSearchNotification.enabled);
  const alerts = configs?.pcsxConfig.loggedOutNotificationConfig;
  const canAlert = Boolean(alerts?.enabled) && !user.isLoggedIn;
  if (!canSave && !canAlert) return null;

  const saved = user.isLoggedIn && (savedKey === key || (metadata?.isSaved ?? false));

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
      setSavedKey(keyOf(snapshot));
      setJustSaved(true);
      showToast({ kind: 'success', message: t('alerts.savedToast') });
    } catch (error) {
      showToast({ kind: 'error', message: error instanceof TransportError && error.status === 400 ? error.message : t('alerts.saveFailed') });
      setSaveFailures((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', width: '100%', marginTop: 8 }}>
      {canSave &&
        (saved ? (
          <>
            <span role="status" ref={savedRef} tabIndex={-1} css={(theme) => ({ color: theme.colors.textMuted })}>
              {t('alerts.saved')}
            </span>
            <a href="/careers/settings" css={(theme) => ({ color: theme.colors.primary })}>
              {t('alerts.manage')}
            </a>
          </>
        ) : (
          <button ref={saveRef} type="button" css={[toolbarButton, notReadyStyle]} {...notReady} onClick={save} disabled={busy}>
            {t('alerts.save')}
          </button>
        ))}
      {canAlert && (
        <button type="button" css={[toolbarButton, notReadyStyle]} {...notReady} aria-expanded={alertOpen} onClick={() => setAlertOpen((open) => !open)}>
          {t('alerts.jobAlert')}
        </button>
      )}
      {canAlert && alertOpen && <JobAlertForm search={search} privacyText={alerts?.privacyText ?? ''} onClose={() => setAlertOpen(false)} />}
    </div>
  );
}

interface JobAlertFormProps {
  search: AlertSearch;
  privacyText: string;
  onClose: () => void;
}

/** The e-mail field with the company's privacy text (at most 300 px high, scrollable by keyboard). */
function JobAlertForm({ search, privacyText, onClose }: JobAlertFormProps) {
  const { t } = useSearchI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const privacyId = `${id}-privacy`;
  const errorId = `${id}-error`;
  // A new search is a new alert: the form starts again.
  const key = keyOf(search);
  useEffect(() => setDone(null), [key]);
  // The answer ('Check your inbox …') is the next thing to read, and on a phone it is below the fold:
  // focus moves to it (which scrolls it into view) instead of staying on the emptied field.
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setError(t('alerts.invalidEmail'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const body: SubscribeJobAlertBody = { email: value, query: search.query, location: search.location, filters: search.filters, domain };
      const answer = await transport.post<SubscribeJobAlertResponse>('/api/pcsx/job_alerts', body);
      setDone(answer.message);
      setEmail('');
    } catch (failure) {
      setError(failure instanceof TransportError && (failure.status === 400 || failure.status === 429) ? failure.message : t('alerts.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={t('alerts.form')}
      onSubmit={submit}
      noValidate
      css={(theme) => ({
        display: 'grid',
        gap: theme.spacing.sm,
        width: '100%',
        maxWidth: 560,
        padding: theme.spacing.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <p css={{ margin: 0 }}>{t('alerts.intro')}</p>
      <label htmlFor={`${id}-email`} css={{ fontWeight: 600 }}>
        {t('alerts.email')}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', privacyText ? privacyId : ''].filter(Boolean).join(' ') || undefined}
        css={(theme) => ({
          minHeight: 44,
          padding: '0 12px',
          font: 'inherit',
          border: `1px solid ${theme.colors.controlBorder}`,
          borderRadius: theme.radii.md,
          minWidth: 0,
          '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        })}
      />
      {error && (
        <p id={errorId} role="alert" css={(theme) => ({ margin: 0, color: theme.colors.disruptive })}>
          {error}
        </p>
      )}
      {privacyText && (
        // Scrollable when long: focusable so keyboard users can scroll it too.
        <div
          id={privacyId}
          role="region"
          aria-label={t('alerts.privacy')}
          tabIndex={0}
          data-testid="privacy-text"
          css={(theme) => ({
            maxHeight: theme.layout.privacyTextMaxHeight,
            overflowY: 'auto',
            padding: theme.spacing.sm,
            background: theme.colors.background,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            fontSize: 14,
            whiteSpace: 'pre-wrap',
            '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
          })}
        >
          {privacyText}
        </div>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={busy}>
          {t('alerts.subscribe')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('alerts.cancel')}
        </Button>
      </div>
      <p role="status" ref={doneRef} tabIndex={-1} css={{ margin: 0, '&:focus': { outline: 'none' } }}>
        {done}
      </p>
    </form>
  );
}
