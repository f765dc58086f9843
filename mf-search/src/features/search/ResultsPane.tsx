import type { Ref } from 'react';
import { StateScreen } from '@careers/shared/ui';
import type { SearchPosition, SearchResponse } from '../../data/types';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { SortBy } from '../../url/searchUrlState';
import { input } from '../../ui/styles';
import { Pagination } from './Pagination';
import { ResultsList } from './ResultsList';

export interface ResultsPaneProps {
  data: SearchResponse | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  start: number;
  sortBy: SortBy | null;
  selectedId: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  onSelect: (position: SearchPosition) => void;
  onSort: (sortBy: SortBy) => void;
  onPage: (start: number) => void;
}

/** The result count, sort, one page of results and the pages; with loading, error and empty states. */
export function ResultsPane(props: ResultsPaneProps) {
  const { data, isLoading, failed, onRetry, start, sortBy, selectedId, headingRef, onSelect, onSort, onPage } = props;
  const { t } = useSearchI18n();
  const count = data?.count ?? 0;
  return (
    <section aria-labelledby="search-results-heading" aria-busy={isLoading}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 12 }}>
        <h2 id="search-results-heading" ref={headingRef} tabIndex={-1} css={{ margin: 0, fontSize: 18, outline: 'none' }}>
          {t('search.results')}
          {data && <span css={{ fontWeight: 400 }}> · {count === 1 ? t('search.results.countOne') : t('search.results.count', { count })}</span>}
        </h2>
        <label css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {t('search.sort')}
          <select value={sortBy ?? 'relevance'} onChange={(event) => onSort(event.target.value as SortBy)} css={(theme) => [input(theme), { width: 'auto' }]}>
            <option value="relevance">{t('search.sort.relevance')}</option>
            <option value="newest">{t('search.sort.newest')}</option>
          </select>
        </label>
      </div>
      {!data && isLoading && <StateScreen state="loading" />}
      {!data && failed && <StateScreen state="error" message={t('search.results.failed')} onRetry={onRetry} />}
      {data && count === 0 && <StateScreen state="empty" />}
      {data && count > 0 && (
        <div css={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <ResultsList positions={data.positions} selectedId={selectedId} onSelect={onSelect} />
          <Pagination start={start} count={count} onPage={onPage} />
        </div>
      )}
    </section>
  );
}
