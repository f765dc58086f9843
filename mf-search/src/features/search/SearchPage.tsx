import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { visuallyHidden } from '@careers/shared/a11y';
import { PageHeading } from '@careers/shared/mf';
import { sessionStore, showToast } from '@careers/shared/state';
import { Spinner } from '@careers/shared/ui';
import { AssistantToggle, CHAT_PANEL_WIDTH_PX, LazyAssistantPanel, assistantStore } from '../../assistant';
import { JobCartToggle, LazyJobCartPanel, jobCartStore } from '../../cart';
import { LazyMapView, mapLocation, markersFromFilters } from '../../map';
import { useSearchResults } from '../../data/useSearchResults';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { useSearchUrl } from '../../url/useSearchUrl';
import { showDetailsFailedToast } from '../details/showDetailsFailedToast';
import { DetailsPane } from './DetailsPane';
import { FilterPanel } from './FilterPanel';
import { currentLocationString } from './locationLabel';
import { ResultsPane } from './ResultsPane';
import { SearchForm } from './SearchForm';
import { selectedIdOf, type SelectionChoice } from './selectedIdOf';
import { TWO_PANE_QUERY, useMediaQuery } from './useMediaQuery';
import { useFilterDraft } from './useFilterDraft';
import { useSearchPageEffects } from './useSearchPageEffects';
import { toolbarButton } from './toolbarButton';

const coordsOf = (location: string) => {
  const match = /^current location:::\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)/i.exec(location);
  return match ? { lat: Number(match[1]), lng: Number(match[2]) } : null;
};

/** The job search page (spec §2): search, filters, results and the chosen position's details. */
export function SearchPage({ navigate }: { navigate: (url: string) => void }) {
  const { t } = useSearchI18n();
  const { configs } = useSnapshot(sessionStore);
  const { open: assistantOpen } = useSnapshot(assistantStore);
  const { open: cartOpen } = useSnapshot(jobCartStore);
  const { state, naming, update } = useSearchUrl();
  const results = useSearchResults(state);
  const wide = useMediaQuery(TWO_PANE_QUERY);
  const [choice, setChoice] = useState<SelectionChoice | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useSearchPageEffects(state, update);

  const pcsx = configs?.pcsxConfig;
  const chatbot = Boolean(configs?.chatbot.enabled);
  const positions = results.isCurrent ? (results.data?.positions ?? null) : null;
  const selectedId = selectedIdOf({ pid: state.pid, resultsKey: results.key, positions, choice });
  const lite = results.data?.positions.find((p) => p.id === selectedId) ?? null;
  const allFilters = results.data?.filterDef.allFilters ?? [];
  const markers = useMemo(() => markersFromFilters(allFilters), [allFilters]);
  const mapOpen = Boolean(pcsx?.searchConfig.mapConfig.enabled) && state.tab === 'map';

  const search = (query: string, location: string) => update({ query, location, start: 0, pid: null });
  const filters = useFilterDraft(state.filters, (next) => update({ filters: next, start: 0, pid: null }));
  // On a small screen choosing a position opens its view as a new history entry: Back returns to the list.
  const pushedPid = useRef<number | null>(null);
  const openPosition = (id: number) => {
    pushedPid.current = wide ? null : id;
    update({ pid: id }, { replace: wide });
  };
  const closeDetails = () => {
    if (pushedPid.current !== null && pushedPid.current === state.pid) window.history.back();
    else update({ pid: null }, { replace: true });
  };
  // Back on the list: the keyboard continues from the position that was open.
  const lastPid = useRef(state.pid);
  useEffect(() => {
    const closed = lastPid.current;
    lastPid.current = state.pid;
    if (!wide && closed !== null && state.pid === null) {
      document.querySelector<HTMLElement>(`[data-position-id="${closed}"]`)?.focus();
    }
  }, [state.pid, wide]);

  // Screen readers hear the count of each new result set (the visible count is not a live region).
  const [announcement, setAnnouncement] = useState('');
  const count = results.isCurrent ? results.data?.count : undefined;
  useEffect(() => {
    if (count === undefined) return;
    setAnnouncement(count === 1 ? t('search.results.foundOne') : t('search.results.found', { count }));
  }, [results.key, count, t]);

  const useCurrentLocation = () => {
    const fail = () => showToast({ kind: 'warning', message: t('search.location.unavailable') });
    if (!navigator.geolocation) return fail();
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => search(state.query, currentLocationString(+coords.latitude.toFixed(4), +coords.longitude.toFixed(4))),
      fail,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const onDetailsError = () => {
    showDetailsFailedToast(t);
    setChoice({ resultsKey: results.key, id: null });
    if (state.pid !== null) update({ pid: null }, { replace: true });
  };

  const plainLocation = state.location && !state.location.includes(':::') && state.location.toLowerCase() !== 'remote' ? state.location : undefined;
  const showDetails = selectedId !== null && (wide || state.pid !== null);
  const showList = wide || state.pid === null;

  return (
    <div
      css={(theme) => ({
        paddingBottom: theme.spacing.xl,
        transition: 'margin-right 0.2s',
        // Spec §4: an open chat panel takes 400 px from the page on screens wider than 992 px.
        [theme.mq.chatPanelBeside]: { marginRight: chatbot && assistantOpen ? CHAT_PANEL_WIDTH_PX : 0 },
      })}
    >
      <PageHeading>{t('search.title', { company: configs?.company.name ?? '' })}</PageHeading>
      <SearchForm
        query={state.query}
        location={state.location}
        onSearch={search}
        onUseCurrentLocation={pcsx?.searchConfig.currentLocation.enabled ? useCurrentLocation : undefined}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '16px 0' }}>
        <FilterPanel filters={allFilters} naming={naming} selected={filters.draft} onToggle={filters.toggle} onClear={filters.clear} />
        <div css={{ display: 'flex', gap: 8, marginLeft: 'auto' }}>
          {pcsx?.searchConfig.mapConfig.enabled && (
            <button type="button" aria-pressed={mapOpen} css={toolbarButton} onClick={() => update({ tab: mapOpen ? null : 'map' }, { replace: true })}>
              {t('search.map')}
            </button>
          )}
          {pcsx?.jobCartConfig?.enabled && <JobCartToggle />}
          {chatbot && <AssistantToggle />}
        </div>
      </div>
      {mapOpen && (
        <Suspense fallback={<Spinner />}>
          <LazyMapView
            markers={markers}
            tileUrl={pcsx?.searchConfig.mapConfig.tileUrl ?? null}
            currentLocation={coordsOf(state.location)}
            selectedLocation={state.location || null}
            onSearchArea={(location) => search(state.query, location)}
            onMarkerSelect={(marker) => search(state.query, mapLocation(marker))}
            onClose={() => update({ tab: null }, { replace: true })}
          />
        </Suspense>
      )}
      <div css={(theme) => ({ display: 'grid', gap: theme.spacing.lg, [theme.mq.desktopUp]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } })}>
        {showList && (
          <ResultsPane
            data={results.data}
            isLoading={results.isLoading}
            failed={Boolean(results.error)}
            onRetry={results.retry}
            start={state.start}
            sortBy={state.sortBy}
            selectedId={wide ? selectedId : null}
            headingRef={resultsHeading}
            onSelect={(position) => openPosition(position.id)}
            onSort={(sortBy) => update({ sortBy, start: 0, pid: null })}
            onPage={(start) => {
              update({ start, pid: null });
              resultsHeading.current?.focus();
            }}
          />
        )}
        {showDetails && selectedId !== null && (
          <DetailsPane
            id={selectedId}
            lite={lite}
            wide={wide}
            queriedLocation={plainLocation}
            navigate={navigate}
            onOpenPosition={openPosition}
            onDetailsError={onDetailsError}
            onBack={closeDetails}
          />
        )}
      </div>
      <div role="status" css={visuallyHidden}>
        {announcement}
      </div>
      {pcsx?.jobCartConfig?.enabled && <LazyJobCartPanel open={cartOpen} onClose={() => (jobCartStore.open = false)} onOpenPosition={openPosition} />}
      {chatbot && <LazyAssistantPanel onOpenPosition={openPosition} />}
    </div>
  );
}
