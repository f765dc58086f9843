import type { RefObject } from 'react';
import type { WayOn } from '@careers/shared/contracts';
import type { useSearchResults } from '../../data/useSearchResults';
import { emptySearchState, type FilterNaming, type SearchUrlState } from '../../url/searchUrlState';
import { hrefOf, type UpdateSearchUrl } from '../../url/useSearchUrl';
import { correctedQuery } from './correctedQuery';
import { DetailsPane } from './DetailsPane';
import { ResultsPane } from './ResultsPane';
import { twoPaneQuery } from './searchLayoutQueries';
import type { useSelection } from './useSelection';

export interface SearchColumnsProps {
  /** The search the address describes, how to change it, the path the page was drawn for and what Sort by keeps. */
  search: { state: SearchUrlState; naming: FilterNaming; update: UpdateSearchUrl; pathname: string; keptBySort: [string, string][] };
  results: ReturnType<typeof useSearchResults>;
  selection: ReturnType<typeof useSelection>;
  /** Whether the window is wide enough for two columns, and the width the open chat takes from it (useSearchLayout). */
  layout: { wide: boolean; chatWidth: number };
  resultsHeading: RefObject<HTMLHeadingElement | null>;
  onClearFilters: () => void;
  navigate: (url: string) => void;
  onDetailsError: () => void;
}

/**
 * The results and the chosen position: side by side on a wide window, else one in place of the other (spec §4
 * Search). Each pane's links and buttons change the search through the address.
 */
export function SearchColumns({ search, results, selection, layout, resultsHeading, onClearFilters, navigate, onDetailsError }: SearchColumnsProps) {
  const { state, naming, update, pathname, keptBySort } = search;
  const { selectedId } = selection;
  const { wide, chatWidth } = layout;
  const shownMeta = results.data && !results.failed ? results.data.resultsMetaData : undefined;
  const lite = results.data?.positions.find((p) => p.id === selectedId) ?? null;
  const plainLocation = state.location && !state.location.includes(':::') && state.location.toLowerCase() !== 'remote' ? state.location : undefined;
  // A way on from a search that found nothing: the whole search it names, from the first page.
  const runWay = (params: WayOn['params']) => update({ query: params.query, location: params.location, filters: params.filters, start: 0, pid: null });
  // Spec §4 "Reset clears everything" (what is not the search itself, tracking and company, stays).
  const reset = () => update((s) => ({ ...emptySearchState(), domain: s.domain, carried: s.carried }));
  // The server drew this page without knowing the window (routing/serverDrawnSearchHref.ts): what depends on the
  // window's width is laid out by CSS media queries, so a desktop's page does not move when the remote runs (CLS 0.17
  // at 1280 px when the grid's columns and Save search waited for the script).
  const twoPaneMedia = `@media ${twoPaneQuery(chatWidth)}`;
  return (
    // One column on phones is minmax(0, 1fr), not auto: else a title's long word widens it past the screen.
    // The columns by media query (the same query as `wide`): right on the server's page before any script runs.
    <div css={(theme) => ({ display: 'grid', gap: theme.spacing.lg, gridTemplateColumns: 'minmax(0, 1fr)', [twoPaneMedia]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } })}>
      {(wide || state.pid === null) && (
        <ResultsPane
          data={results.data}
          isLoading={results.isLoading}
          failed={results.failed}
          refused={results.refused}
          onRetry={results.retry}
          onReset={reset}
          correctedQuery={shownMeta ? correctedQuery(shownMeta.query, shownMeta.corrections) : null}
          start={state.start}
          sortBy={state.sortBy}
          selectedId={wide ? selectedId : null}
          headingRef={resultsHeading}
          onSelect={(position, byKeyboard) => selection.openPosition(position.id, byKeyboard)}
          onSort={(sortBy) => update({ sortBy, start: 0, pid: null })}
          typedLocation={state.location}
          filterCount={Object.values(state.filters).reduce((sum, values) => sum + values.length, 0)}
          onRunWay={runWay}
          hrefOfWay={(params) => hrefOf({ ...state, ...params, start: 0, pid: null }, naming.commaInValues, pathname)}
          onClearFilters={onClearFilters}
          hrefOfPage={(start) => hrefOf({ ...state, start, pid: null }, naming.commaInValues, pathname)}
          keptBySort={keptBySort}
          onPage={(start) => {
            update({ start, pid: null });
            resultsHeading.current?.focus();
          }}
        />
      )}
      {selectedId !== null && (wide || state.pid !== null) && (
        <DetailsPane
          id={selectedId}
          lite={lite}
          wide={wide}
          takeFocus={selection.takeFocus}
          onFocusTaken={selection.focusTaken}
          queriedLocation={plainLocation}
          navigate={navigate}
          onOpenPosition={selection.openPosition}
          onDetailsError={onDetailsError}
          onBack={selection.closeDetails}
        />
      )}
    </div>
  );
}
