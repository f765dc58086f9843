import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { PageHeading } from '@careers/shared/mf';
import { useHref } from '@careers/shared/location';
import { sessionStore, showToast } from '@careers/shared/state';
import { notReadyStyle, scriptOnly, Spinner, useMediaQuery, useNotReady } from '@careers/shared/ui';
import { NOT_LOADED_ATTRIBUTE } from '@careers/shared/a11y';
import type { WayOn } from '@careers/shared/contracts';
import { AssistantToggle, CHAT_PANEL_WIDTH_PX, LazyAssistantPanel, assistantStore } from '../../assistant';
import { JobCartToggle, LazyJobCartPanel, jobCartStore } from '../../cart';
import { LazyMapView, mapLocation, markersFromFilters } from '../../map';
import { useSearchResults } from '../../data/useSearchResults';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { emptySearchState, lastStartOf, serialiseSearchUrl } from '../../url/searchUrlState';
import { hrefOf, useSearchUrl } from '../../url/useSearchUrl';
import { showDetailsFailedToast } from '../details/showDetailsFailedToast';
import { correctedQuery } from './correctedQuery';
import { DetailsPane } from './DetailsPane';
import { FILTER_GROUP_ID, FilterPanel } from './FilterPanel';
import { currentLocationString } from './locationLabel';
import { ActiveFilterLinks } from './ActiveFilterLinks';
import { ResultsAnnouncement } from './ResultsAnnouncement';
import { ResultsPane } from './ResultsPane';
import { SaveSearchButton } from './SaveSearchButton';
import { SaveSearchPlace } from './SaveSearchPlace';
import { SearchForm } from './SearchForm';
import { selectedIdOf, type SelectionChoice } from './selectedIdOf';
import { TABLET_UP_QUERY, twoPaneQuery } from './searchLayoutQueries';
import { useFilterDraft } from './useFilterDraft';
import { useSearchPageEffects } from './useSearchPageEffects';
import { toolbarButton } from './toolbarButton';

const NO_FILTERS: never[] = [];

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
  const href = useHref();
  const results = useSearchResults(state);
  const pcsx = configs?.pcsxConfig;
  const chatbot = Boolean(configs?.chatbot.enabled);
  // The open chat takes its width from the page (ChatPageSpace): two columns need that much more window.
  const wide = useMediaQuery(twoPaneQuery(chatbot && assistantOpen ? CHAT_PANEL_WIDTH_PX : 0));
  const phone = !useMediaQuery(TABLET_UP_QUERY);
  // Drawn by the server (issue 27): the Map button says it is not ready until the remote has taken the page over.
  const notReady = useNotReady(t('details.notReady'));
  // The server drew this page without knowing the window (routing/serverDrawnSearchHref.ts): what depends on the
  // window's width is laid out by CSS media queries, so a desktop's page does not move when the remote runs (CLS 0.17
  // at 1280 px when the grid's columns and Save search waited for the script).
  const twoPaneMedia = `@media ${twoPaneQuery(chatbot && assistantOpen ? CHAT_PANEL_WIDTH_PX : 0)}`;
  const [choice, setChoice] = useState<SelectionChoice | null>(null);
  // A position chosen with the keyboard beside the list: its title takes the focus once shown.
  const [focusDetails, setFocusDetails] = useState<number | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useSearchPageEffects(state, update);

  const current = results.isCurrent ? results.data : undefined;
  const positions = current?.positions ?? null;
  // The details stay on screen (and mounted) while the next result set loads.
  const shownId = useRef<number | null>(null);
  const selectedId = selectedIdOf({ pid: state.pid, resultsKey: results.key, positions, choice, previous: results.failed ? null : shownId.current });
  useEffect(() => {
    shownId.current = selectedId;
  });
  const lite = results.data?.positions.find((p) => p.id === selectedId) ?? null;
  // The last filters the server described stay while a search loads or after one failed.
  const allFilters = results.data?.filterDef.allFilters ?? NO_FILTERS;
  const markers = useMemo(() => markersFromFilters(allFilters), [allFilters]);
  const mapOpen = Boolean(pcsx?.searchConfig.mapConfig.enabled) && state.tab === 'map';
  const shownMeta = results.data && !results.failed ? results.data.resultsMetaData : undefined;
  const corrected = shownMeta ? correctedQuery(shownMeta.query, shownMeta.corrections) : null;

  const search = (query: string, location: string) => update({ query, location, start: 0, pid: null });
  // A way on from a search that found nothing: the whole search it names, from the first page.
  const runWay = (params: WayOn['params']) => update({ query: params.query, location: params.location, filters: params.filters, start: 0, pid: null });
  // Spec §4 "Reset clears everything" (what is not the search itself, tracking and company, stays).
  const reset = () => update((s) => ({ ...emptySearchState(), domain: s.domain, carried: s.carried }));
  const filters = useFilterDraft(state.filters, (next) => update({ filters: next, start: 0, pid: null }));
  const canClear = Object.keys(state.filters).length > 0 || Object.keys(filters.draft).length > 0;
  // 'Clear filters' removes itself: the keyboard goes on to the first filter, or the results.
  const focusAfterClear = useRef(false);
  const clearFilters = () => {
    focusAfterClear.current = true;
    filters.clear();
  };
  useEffect(() => {
    if (!focusAfterClear.current) return;
    focusAfterClear.current = false;
    (document.getElementById(FILTER_GROUP_ID)?.querySelector('summary') ?? resultsHeading.current)?.focus();
  });
  // On a small screen choosing a position opens its view as a new history entry: Back returns to the list.
  // Beside the list too, each other job chosen is a step of its own: Back shows the job chosen before, then the search
  // as it was (user trial s24: a replaced entry made Back skip them). Choosing the job already shown only names it.
  const pushedPid = useRef<number | null>(null);
  const openPosition = (id: number, byKeyboard = false) => {
    pushedPid.current = wide ? null : id;
    setFocusDetails(wide && byKeyboard ? id : null);
    update({ pid: id }, { replace: wide && id === selectedId });
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
      // A position opened from a link may not be on this page of results: then the results heading.
      (document.querySelector<HTMLElement>(`[data-position-id="${closed}"]`) ?? resultsHeading.current)?.focus();
    }
  }, [state.pid, wide]);

  // A page past the last one (an old link, fewer results now): the last page instead.
  useEffect(() => {
    if (!current || current.count === 0 || current.positions.length > 0) return;
    const last = lastStartOf(current.count);
    if (last !== state.start) update({ start: last }, { replace: true });
  }, [current, state.start, update]);


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
  // A new search keeps the filters, the sort, tracking and the company (spec §4): the form sends them itself without scripts.
  const keptBySearch = useMemo(() => {
    const params = new URLSearchParams(serialiseSearchUrl({ ...state, query: '', location: '', start: 0, pid: null, tab: null, showLoginModal: false }, naming).split('?')[1] ?? '');
    return [...params].filter(([name]) => name !== 'query' && name !== 'location');
  }, [state, naming]);
  // Sorting keeps the rest of the search (the select sends sort_by): what Sort by's form sends without scripts.
  const keptBySort = useMemo(
    () => [...new URLSearchParams(serialiseSearchUrl({ ...state, sortBy: null, start: 0, pid: null, tab: null, showLoginModal: false }, naming).split('?')[1] ?? '')],
    [state, naming],
  );
  // The pages' links, from the address the page was drawn for (no window on the server: issue 27).
  const pathname = new URL(href, 'http://careers.invalid').pathname;
  const saveSearchOn = (media: 'phone' | 'tabletUp') => (
    <SaveSearchPlace media={media} phone={phone}>
      <SaveSearchButton search={{ query: state.query, location: state.location, filters: state.filters }} metadata={current?.savedSearchMetadata} />
    </SaveSearchPlace>
  );

  return (
    <div
      css={(theme) => ({
        // The heading's top margin stays inside the page: collapsed through it, it moved the whole block down
        // 12 px when the page replaced the loading state, which has no margin (issue 27 trial, CLS 0.0075-0.009).
        display: 'flow-root',
        paddingBottom: theme.spacing.xl,
        // On a phone the heading takes one line where it can: the first job shows without scrolling (issue 14 #19).
        [theme.mq.phone]: { '& > h1': { fontSize: 22, margin: '12px 0 8px' } },
      })}
      // What the drawn controls say instead of the not-ready words if this remote's scripts fail to load (the shell's
      // resilientApp, markNotLoaded): its catalogue never arrives then, so the page carries the words. Gone once taken over.
      {...{ [NOT_LOADED_ATTRIBUTE]: notReady['data-not-ready'] && t('details.notLoaded') }}
    >
      <PageHeading>{t('search.title', { company: configs?.company.name ?? '' })}</PageHeading>
      <SearchForm
        query={state.query}
        location={state.location}
        onSearch={search}
        onUseCurrentLocation={pcsx?.searchConfig.currentLocation.enabled ? useCurrentLocation : undefined}
        kept={keptBySearch}
      />
      <ActiveFilterLinks
        filters={state.filters}
        naming={naming}
        allFilters={allFilters}
        hrefWith={(next) => hrefOf({ ...state, filters: next, start: 0, pid: null }, naming.commaInValues, pathname)}
      />
      {/* On a phone the filters and tools are one row that scrolls sideways (two or three rows of
          chips pushed the first job below the fold, issue 14 #19). The filter pop-ups hang from the
          outer box, which does not scroll, so they are not cut off by the row. */}
      {/* Not drawn without scripts: the filters and the tools need them (the form above and the results' links do not). */}
      <div css={[(theme) => ({ margin: '16px 0', [theme.mq.phone]: { position: 'relative', margin: '8px 0' } }), scriptOnly]}>
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: 8,
            alignItems: 'center',
            [theme.mq.phone]: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin', paddingBlock: 4, '& > *': { flex: 'none' } },
          })}
          // The keyboard's chip or tool is brought wholly into the row: Chromium scrolls a focused element into view
          // only when none of it shows, and the Location chip took the focus at 359-471 px of a 390 px phone, its
          // ring's edge alone on screen (user trial s25). Not inside a pop-up: it hangs from the outer box and scrolls
          // itself. 'nearest' moves nothing already in view (the wrapped row above a phone's width).
          onFocus={(event) => {
            const target = event.target as HTMLElement;
            if (!target.closest('fieldset')) target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
          }}
        >
          <FilterPanel filters={allFilters} naming={naming} selected={filters.draft} canClear={canClear} onToggle={filters.toggle} onClear={clearFilters} />
          <div css={{ display: 'flex', gap: 8, marginLeft: 'auto' }}>
          {pcsx?.searchConfig.mapConfig.enabled && (
            <button type="button" aria-pressed={mapOpen} css={[toolbarButton, notReadyStyle]} {...notReady} onClick={() => update({ tab: mapOpen ? null : 'map' }, { replace: true })}>
              {t('search.map')}
            </button>
          )}
          {pcsx?.jobCartConfig?.enabled && <JobCartToggle />}
          {chatbot && <AssistantToggle />}
          </div>
        </div>
        {saveSearchOn('tabletUp')}
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
      {/* One column on phones is minmax(0, 1fr), not auto: else a title's long word widens it past the screen. */}
      {/* The columns by media query (the same query as `wide`): right on the server's page before any script runs. */}
      <div css={(theme) => ({ display: 'grid', gap: theme.spacing.lg, gridTemplateColumns: 'minmax(0, 1fr)', [twoPaneMedia]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } })}>
        {showList && (
          <ResultsPane
            data={results.data}
            isLoading={results.isLoading}
            failed={results.failed}
            refused={results.refused}
            onRetry={results.retry}
            onReset={reset}
            correctedQuery={corrected}
            start={state.start}
            sortBy={state.sortBy}
            selectedId={wide ? selectedId : null}
            headingRef={resultsHeading}
            onSelect={(position, byKeyboard) => openPosition(position.id, byKeyboard)}
            onSort={(sortBy) => update({ sortBy, start: 0, pid: null })}
            typedLocation={state.location}
            filterCount={Object.values(state.filters).reduce((sum, values) => sum + values.length, 0)}
            onRunWay={runWay}
            hrefOfWay={(params) => hrefOf({ ...state, ...params, start: 0, pid: null }, naming.commaInValues)}
            onClearFilters={clearFilters}
            hrefOfPage={(start) => hrefOf({ ...state, start, pid: null }, naming.commaInValues, pathname)}
            keptBySort={keptBySort}
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
            takeFocus={!wide || focusDetails === selectedId}
            onFocusTaken={() => setFocusDetails(null)}
            queriedLocation={plainLocation}
            navigate={navigate}
            onOpenPosition={openPosition}
            onDetailsError={onDetailsError}
            onBack={closeDetails}
          />
        )}
      </div>
      {/* On a phone, saving the search and job alerts come after the results: above them they took
          two rows that pushed the first job below the fold (issue 14 #19). */}
      {/* Once results are there: under a loading list it showed on the first screen and was then pushed away (issue 27). */}
      {showList && results.data && saveSearchOn('phone')}
      {/* Screen readers hear each new result set (the visible count and correction are not live regions). */}
      <ResultsAnnouncement resultsKey={results.key} current={current} failed={results.failed} start={state.start} typedLocation={state.location} filters={state.filters} />
      {pcsx?.jobCartConfig?.enabled && <LazyJobCartPanel open={cartOpen} onClose={() => (jobCartStore.open = false)} onOpenPosition={openPosition} />}
      {chatbot && <LazyAssistantPanel onOpenPosition={openPosition} />}
    </div>
  );
}
