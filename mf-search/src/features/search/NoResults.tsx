import type { MouseEvent } from 'react';
import { isPlainClick } from '@careers/shared/location';
import type { SearchResponse, WayOn } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { linkButton, muted, plainList } from '../../ui/styles';

type Translate = ReturnType<typeof useSearchI18n>['t'];
type ResultsMeta = SearchResponse['resultsMetaData'];

/** The searched place in words, as the server understood it (the typed text when it knew none). */
function placeOf(meta: ResultsMeta, typed: string, t: Translate): string {
  switch (meta.location.kind) {
    case 'remote':
      return t('search.results.remote');
    case 'box':
      return t('search.location.mapArea');
    case 'none':
      return typed.includes(':::') ? '' : typed.trim();
    default:
      return meta.location.label;
  }
}

/** 'No jobs found for “devops” in Munich with 2 filters': what was searched, said back. */
export function noResultsText(t: Translate, meta: ResultsMeta, typedLocation: string, filterCount: number): string {
  const query = meta.query.trim();
  const location = placeOf(meta, typedLocation, t);
  const what =
    query && location
      ? t('search.empty.queryIn', { query, location })
      : query
        ? t('search.empty.query', { query })
        : location
          ? t('search.empty.in', { location })
          : t('search.empty.none');
  if (filterCount === 0) return what;
  return `${what} ${t('search.empty.filters', { count: filterCount })}`;
}

/**
 * What a way on's link says: the search it leads to, in the visitor's language. The server names a dropped filter by
 * the filter itself ('Location: Berlin'), which read as the search with Berlin while the link leads to the one without
 * it (user trial s21): that one says 'Without Location: Berlin'. The server's own words ('Remote', 'Anywhere', 'All
 * jobs') are English only, and 'All jobs' led to the same search without its words but with its filters and place
 * (user trial s25: 'All jobs · 155 jobs' of 196, on a Spanish page): those kinds are named here. A title or a place
 * the server names stays as it is.
 */
function wayLabel(way: WayOn, query: string, t: Translate): string {
  switch (way.kind) {
    case 'drop_filter':
      return t('search.empty.withoutFilter', { filter: way.label });
    case 'remote':
      return t('search.results.remote');
    case 'drop_location':
      return t('search.empty.wayAnywhere');
    case 'query':
      return way.params.query.trim() === '' && query !== '' ? t('search.empty.withoutQuery', { query }) : way.label;
    default:
      return way.label;
  }
}

export interface NoResultsProps {
  meta: ResultsMeta;
  /** The location parameter as searched (shown when the server did not recognise a place). */
  typedLocation: string;
  /** How many filter values the search had. */
  filterCount: number;
  /** The address of a way on, so it is a real link (new tab, copy link) as well as a button. */
  hrefOf: (way: WayOn['params']) => string;
  onRun: (way: WayOn['params']) => void;
  onClearFilters: () => void;
  onReset: () => void;
}

/**
 * A search that found nothing (issue 14 #3): says what was searched and offers ways on — the server's
 * searches that do find jobs (resultsMetaData.waysOn: a filter dropped, anywhere, nearby places,
 * related titles, spellings), then what the page itself can always do (clear filters, all locations,
 * all jobs) unless a server way already does the same.
 */
export function NoResults({ meta, typedLocation, filterCount, hrefOf, onRun, onClearFilters, onReset }: NoResultsProps) {
  const { t } = useSearchI18n();
  const kinds = new Set(meta.waysOn.map((way) => way.kind));
  const hasPlace = placeOf(meta, typedLocation, t) !== '' || meta.location.kind !== 'none';
  const run = (params: WayOn['params']) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onRun(params);
  };
  const clientWays = [
    filterCount > 0 && !kinds.has('drop_filter') && { key: 'filters', label: t('search.empty.clearFilters'), onClick: onClearFilters },
    hasPlace && !kinds.has('drop_location') && { key: 'anywhere', label: t('search.empty.anywhere'), onClick: () => onRun({ query: meta.query, location: '', filters: {} }) },
    (meta.query.trim() !== '' || hasPlace || filterCount > 0) && { key: 'all', label: t('search.empty.allJobs'), onClick: onReset },
  ].filter((way) => way !== false);
  return (
    <div data-state="empty" css={(theme) => ({ padding: `${theme.spacing.lg}px 0` })}>
      <p css={{ margin: '0 0 12px', fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>{noResultsText(t, meta, typedLocation, filterCount)}</p>
      {meta.waysOn.length > 0 && (
        <>
          <p id="search-ways-on" css={{ margin: '0 0 4px' }}>
            {t('search.empty.waysOn')}
          </p>
          <ul aria-labelledby="search-ways-on" css={[plainList, { marginBottom: 12 }]}>
            {meta.waysOn.map((way) => (
              <li key={`${way.kind}:${way.label}`} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
                <a href={hrefOf(way.params)} onClick={run(way.params)} css={(theme) => [linkButton(theme), { display: 'inline-flex', alignItems: 'center', minHeight: 44 }]}>
                  {wayLabel(way, meta.query.trim(), t)}
                </a>
                <span css={muted}>{t('search.empty.wayCount', { count: way.count })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {clientWays.length > 0 && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          {meta.waysOn.length > 0 && <span css={muted}>{t('search.empty.otherWays')}</span>}
          {clientWays.map((way) => (
            <button key={way.key} type="button" onClick={way.onClick} css={(theme) => [linkButton(theme), { minHeight: 44 }]}>
              {way.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
