import type { Ref } from 'react';
import { StateScreen } from '@careers/shared/ui';
import type { SearchResponse, SearchResult, WayOn } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { SortBy } from '../../url/searchUrlState';
import { muted } from '../../ui/styles';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { ResultsList } from './ResultsList';
import { SortByForm } from './SortByForm';

export interface ResultsPaneProps {
  /** The results on screen: this search's, or the previous search's while this one loads. */
  data: SearchResponse | undefined;
  isLoading: boolean;
  /** This search failed: its error state replaces whatever results were on screen. */
  failed: boolean;
  /** The server refused the search as asked, so a new search is offered instead of the same one again. */
  refused: boolean;
  onRetry: () => void;
  onReset: () => void;
  /** The query as searched after typo corrections (resultsMetaData.corrections), when there were any. */
  correctedQuery: string | null;
  start: number;
  sortBy: SortBy | null;
  selectedId: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  onSelect: (position: SearchResult, byKeyboard: boolean) => void;
  onSort: (sortBy: SortBy) => void;
  onPage: (start: number) => void;
  /** The address of this search at another start (the pages' links). */
  hrefOfPage: (start: number) => string;
  /** What sorting keeps of the search, as address parameters (Sort by's form where no script runs). */
  keptBySort: [string, string][];
  /** The location as searched, and how many filter values: said back when nothing is found. */
  typedLocation: string;
  filterCount: number;
  /** Runs a way on from an empty result (and gives its address). */
  onRunWay: (params: WayOn['params']) => void;
  hrefOfWay: (params: WayOn['params']) => string;
  onClearFilters: () => void;
}

/** The result count, sort, one page of results and the pages; with loading, error and empty states. */
export function ResultsPane(props: ResultsPaneProps) {
  const { data: shown, isLoading, failed, refused, onRetry, onReset, correctedQuery, start, sortBy, selectedId, headingRef, onSelect, onSort, onPage, hrefOfPage, keptBySort } = props;
  const { typedLocation, filterCount, onRunWay, hrefOfWay, onClearFilters } = props;
  const { t } = useSearchI18n();
  const data = failed ? undefined : shown;
  const count = data?.count ?? 0;
  return (
    <section aria-labelledby="search-results-heading" aria-busy={isLoading}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        {/* On a phone the count makes the heading too long to share a line with Sort by: it takes the whole
            line from the start, so Sort by does not drop a line when the count arrives (issue 27). */}
        <h2 id="search-results-heading" ref={headingRef} tabIndex={-1} css={(theme) => ({ margin: 0, fontSize: 18, outline: 'none', [theme.mq.phone]: { flexBasis: '100%' } })}>
          {t('search.results')}
          {data && <span css={{ fontWeight: 400 }}> · {t('search.results.count', { count })}</span>}
        </h2>
        <SortByForm sortBy={sortBy} onSort={onSort} kept={keptBySort} />
      </div>
      {/* Announced with the count by the page's status region, so not a live region itself. */}
      {data && correctedQuery && <p css={[muted, { margin: '0 0 12px' }]}>{t('search.results.corrected', { query: correctedQuery })}</p>}
      {failed && (
        // Not an alert: the failure was already announced by its error toast (spec §8), not twice.
        <StateScreen
          state="error"
          alert={false}
          message={t('search.results.failed')}
          {...(refused ? { retryLabel: t('search.results.reset'), onRetry: onReset } : { onRetry })}
        />
      )}
      {!data && !failed && isLoading && <StateScreen state="loading" />}
      {data && data.count === 0 && (
        <NoResults
          meta={data.resultsMetaData}
          typedLocation={typedLocation}
          filterCount={filterCount}
          hrefOf={hrefOfWay}
          onRun={onRunWay}
          onClearFilters={onClearFilters}
          onReset={onReset}
        />
      )}
      {data && data.positions.length > 0 && (
        <div css={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <ResultsList positions={data.positions} selectedId={selectedId} onSelect={onSelect} />
          <Pagination start={start} count={count} onPage={onPage} hrefOf={hrefOfPage} />
        </div>
      )}
    </section>
  );
}
