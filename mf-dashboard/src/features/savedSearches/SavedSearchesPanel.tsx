import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { searchPagePath } from '@careers/shared/location';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, StateScreen, useFormatDate } from '@careers/shared/ui';
import type { SavedSearch, SavedSearchAlert } from '@careers/shared/contracts';
import { deleteSavedSearch, setSavedSearchAlert, useSavedSearches } from '../../data/savedSearches';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import './savedSearchesMessages';

type T = ReturnType<typeof useI18n>['t'];

/** How a saved search is named: 'nurse in Berlin · Engineering', 'All jobs'. */
function savedSearchName(search: Pick<SavedSearch, 'query' | 'location' | 'filters'>, t: T): string {
  const values = Object.values(search.filters).flat();
  return [search.query || t('savedSearches.allJobs'), search.location ? t('savedSearches.in', { location: search.location }) : '', values.length ? `· ${values.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

export interface SavedSearchesPanelProps {
  /** The heading's level where the panel is placed (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The candidate's saved searches (settings and the dashboard place this): each opens its search, can
 * be removed, and has its alert choice (in-app only, or in-app and e-mail). Nothing shows when the
 * company has saved searches off (candidateLoginEnabled and savedSearchNotification.enabled).
 */
export function SavedSearchesPanel({ headingLevel = 2 }: SavedSearchesPanelProps) {
  const { t } = useI18n();
  const { configs } = useSnapshot(sessionStore);
  const enabled = Boolean(configs?.loginSignupConfig.candidateLoginEnabled && configs.notificationsConfig.savedSearchNotification.enabled);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (!enabled) return null;
  return (
    <section aria-labelledby={headingId} css={(theme) => ({ display: 'grid', gap: theme.spacing.md, minWidth: 0 })}>
      <Heading id={headingId} css={{ margin: 0 }}>
        {t('savedSearches.heading')}
      </Heading>
      <SavedSearchesList />
    </section>
  );
}

function SavedSearchesList() {
  const { t } = useDashboardI18n();
  const list = useSavedSearches();
  if (list.error) return <StateScreen state="error" onRetry={() => void list.mutate()} />;
  // Drawn by the server too (the dashboard's first view): without scripts it would spin forever.
  if (!list.data) return <StateScreen state="loading" withoutScripts={t('dashboard.listNeedsScripts')} />;
  if (list.data.length === 0)
    return (
      <>
        <StateScreen state="empty" />
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>{t('savedSearches.hint')}</p>
      </>
    );
  return (
    <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.sm })}>
      {list.data.map((search) => (
        <SavedSearchItem key={search.id} search={search} />
      ))}
    </ul>
  );
}

/** The alert choices of a saved search, as the server names them. */
const ALERT_CHOICES = ['in_app', 'email'] as const;

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { t } = useI18n();
  const { date: formatDate } = useFormatDate();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const list = useSavedSearches();
  const [busy, setBusy] = useState(false);
  const name = savedSearchName(search, t);
  const groupName = useId();

  const replace = (next: SavedSearch[] | undefined) => list.mutate(next, { revalidate: false });

  const remove = async () => {
    const before = list.data;
    setBusy(true);
    // Gone at once; back in its place when the server refuses.
    await replace(before?.filter((s) => s.id !== search.id));
    try {
      await deleteSavedSearch(transport, domain, search.id);
      showToast({ kind: 'success', message: t('savedSearches.removed') });
    } catch {
      await replace(before);
      showToast({ kind: 'error', message: t('savedSearches.removeFailed') });
    } finally {
      setBusy(false);
    }
  };

  const choose = async (alert: SavedSearchAlert) => {
    if (alert === search.alert) return;
    const before = list.data;
    await replace(before?.map((s) => (s.id === search.id ? { ...s, alert } : s)));
    try {
      const saved = await setSavedSearchAlert(transport, domain, search.id, alert);
      await replace(before?.map((s) => (s.id === saved.id ? saved : s)));
      showToast({ kind: 'success', message: t('savedSearches.alertSaved') });
    } catch {
      await replace(before);
      showToast({ kind: 'error', message: t('savedSearches.alertFailed') });
    }
  };

  return (
    <li
      data-saved-search={search.id}
      css={(theme) => ({
        display: 'grid',
        gap: theme.spacing.sm,
        padding: theme.spacing.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        minWidth: 0,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <a href={searchPagePath(search)} css={(theme) => ({ color: theme.colors.link, fontWeight: 600, overflowWrap: 'anywhere' })}>
          {name}
        </a>
        <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: 14 })}>{t('savedSearches.savedOn', { date: formatDate(search.created_at) })}</span>
      </div>
      <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={{ fontWeight: 600, padding: 0, marginBottom: 4 }}>{t('savedSearches.alert')}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
          {ALERT_CHOICES.map((choice) => (
            <label key={choice} css={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
              <input type="radio" name={groupName} value={choice} checked={search.alert === choice} onChange={() => void choose(choice)} css={{ width: 20, height: 20 }} />
              {t(choice === 'email' ? 'savedSearches.alert.email' : 'savedSearches.alert.inApp')}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="button" variant="secondary" onClick={() => void remove()} disabled={busy} aria-label={t('savedSearches.removeLabel', { name })}>
          {t('savedSearches.remove')}
        </Button>
      </div>
    </li>
  );
}
