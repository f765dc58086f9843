import { useMemo, useRef } from 'react';
import type { Theme } from '@emotion/react';
import { useSnapshot } from 'valtio/react';
import { PageHeading } from '@careers/shared/mf';
import { useHref } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import { useNotReady } from '@careers/shared/ui';
import { NOT_LOADED_ATTRIBUTE } from '@careers/shared/a11y';
import { markersFromFilters } from '../../map';
import { useSearchResults } from '../../data/useSearchResults';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { hrefOf, useSearchUrl } from '../../url/useSearchUrl';
import { showDetailsFailedToast } from '../details/showDetailsFailedToast';
import { ActiveFilterLinks } from './ActiveFilterLinks';
import { ResultsAnnouncement } from './ResultsAnnouncement';
import { SaveSearchButton } from './SaveSearchButton';
import { SaveSearchPlace } from './SaveSearchPlace';
import { SearchColumns } from './SearchColumns';
import { SearchForm } from './SearchForm';
import { SearchMap } from './SearchMap';
import { SearchSidePanels } from './SearchSidePanels';
import { SearchToolbar } from './SearchToolbar';
import { useFilterControls } from './useFilterControls';
import { useFocusBackOnList } from './useFocusBackOnList';
import { useGeolocationSearch } from './useGeolocationSearch';
import { useKeptParams } from './useKeptParams';
import { useSearchLayout } from './useSearchLayout';
import { useSearchPageEffects } from './useSearchPageEffects';
import { useSelection } from './useSelection';
import { useStartWithinResults } from './useStartWithinResults';

const NO_FILTERS: never[] = [];

const pageStyle = (theme: Theme) => ({
  // The heading's top margin stays inside the page: collapsed through it, it moved the whole block down
  // 12 px when the page replaced the loading state, which has no margin (issue 27 trial, CLS 0.0075-0.009).
  display: 'flow-root',
  paddingBottom: theme.spacing.xl,
  // On a phone the heading takes one line where it can: the first job shows without scrolling (issue 14 #19).
  [theme.mq.phone]: { '& > h1': { fontSize: 22, margin: '12px 0 8px' } },
});

/** The job search page (spec §2): search, filters, results and the chosen position's details. */
export function SearchPage({ navigate }: { navigate: (url: string) => void }) {
  const { t } = useSearchI18n();
  const { configs } = useSnapshot(sessionStore);
  const { state, naming, update } = useSearchUrl();
  const href = useHref();
  const results = useSearchResults(state);
  const pcsx = configs?.pcsxConfig;
  const chatbot = Boolean(configs?.chatbot.enabled);
  const cart = Boolean(pcsx?.jobCartConfig?.enabled);
  const { chatWidth, wide, phone } = useSearchLayout(chatbot);
  // Drawn by the server (issue 27): the Map button says it is not ready until the remote has taken the page over.
  const notReady = useNotReady(t('details.notReady'));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useSearchPageEffects(state, update);

  const current = results.isCurrent ? results.data : undefined;
  const selection = useSelection({ pid: state.pid, resultsKey: results.key, failed: results.failed, positions: current?.positions ?? null, wide, update });
  // The last filters the server described stay while a search loads or after one failed.
  const allFilters = results.data?.filterDef.allFilters ?? NO_FILTERS;
  const markers = useMemo(() => markersFromFilters(allFilters), [allFilters]);
  const mapEnabled = Boolean(pcsx?.searchConfig.mapConfig.enabled);
  const mapOpen = mapEnabled && state.tab === 'map';
  const search = (query: string, location: string) => update({ query, location, start: 0, pid: null });
  const filterControls = useFilterControls(state.filters, update, resultsHeading);
  useFocusBackOnList(state.pid, wide, resultsHeading);
  useStartWithinResults(current, state.start, update);
  const useCurrentLocation = useGeolocationSearch((location) => search(state.query, location));
  const kept = useKeptParams(state, naming);
  // The pages' links, from the address the page was drawn for (no window on the server: issue 27).
  const pathname = new URL(href, 'http://careers.invalid').pathname;
  // One Save search, in one of two places (SaveSearchPlace).
  const saveSearch = <SaveSearchButton search={{ query: state.query, location: state.location, filters: state.filters }} metadata={current?.savedSearchMetadata} />;

  return (
    <div
      css={pageStyle}
      // What the drawn controls say instead of the not-ready words if this remote's scripts fail to load (the shell's
      // resilientApp, markNotLoaded): its catalogue never arrives then, so the page carries the words. Gone once taken over.
      {...{ [NOT_LOADED_ATTRIBUTE]: notReady['data-not-ready'] && t('details.notLoaded') }}
    >
      <PageHeading>{t('search.title', { company: configs?.company.name ?? '' })}</PageHeading>
      <SearchForm query={state.query} location={state.location} onSearch={search} onUseCurrentLocation={pcsx?.searchConfig.currentLocation.enabled ? useCurrentLocation : undefined} kept={kept.bySearch} />
      <ActiveFilterLinks filters={state.filters} naming={naming} allFilters={allFilters} hrefWith={(next) => hrefOf({ ...state, filters: next, start: 0, pid: null }, naming.commaInValues, pathname)} />
      <SearchToolbar
        filters={allFilters}
        naming={naming}
        {...filterControls}
        map={{ enabled: mapEnabled, open: mapOpen, toggle: () => update({ tab: mapOpen ? null : 'map' }, { replace: true }) }}
        cart={cart}
        chatbot={chatbot}
        notReady={notReady}
      >
        <SaveSearchPlace media="tabletUp" phone={phone}>{saveSearch}</SaveSearchPlace>
      </SearchToolbar>
      {mapOpen && <SearchMap markers={markers} tileUrl={pcsx?.searchConfig.mapConfig.tileUrl ?? null} location={state.location} searchAt={(location) => search(state.query, location)} onClose={() => update({ tab: null }, { replace: true })} />}
      <SearchColumns
        search={{ state, naming, update, pathname, keptBySort: kept.bySort }}
        results={results}
        selection={selection}
        layout={{ wide, chatWidth }}
        resultsHeading={resultsHeading}
        onClearFilters={filterControls.onClear}
        navigate={navigate}
        onDetailsError={() => {
          showDetailsFailedToast(t);
          selection.dropSelection();
        }}
      />
      {/* On a phone, saving the search and job alerts come after the results: above them they took
          two rows that pushed the first job below the fold (issue 14 #19). */}
      {/* Once results are there: under a loading list it showed on the first screen and was then pushed away (issue 27). */}
      {(wide || state.pid === null) && results.data && (
        <SaveSearchPlace media="phone" phone={phone}>{saveSearch}</SaveSearchPlace>
      )}
      {/* Screen readers hear each new result set (the visible count and correction are not live regions). */}
      <ResultsAnnouncement resultsKey={results.key} current={current} failed={results.failed} start={state.start} typedLocation={state.location} filters={state.filters} />
      <SearchSidePanels cart={cart} chatbot={chatbot} onOpenPosition={selection.openPosition} />
    </div>
  );
}
