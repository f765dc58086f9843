import { useEffect, useState } from 'react';
import type { SearchResponse } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { correctedQuery } from './correctedQuery';
import { noResultsText } from './NoResults';
import { pagesOf } from './Pagination';

export interface ResultsAnnouncementInput {
  /** The result set the text is about (a new one is announced even with the same words). */
  key: string;
  /** This search's own results, once in. */
  current: SearchResponse | undefined;
  failed: boolean;
  start: number;
  /** The location and filters as searched: said back when nothing is found. */
  typedLocation: string;
  filters: Record<string, string[]>;
}

/**
 * What the page's status region says about each new result set: the typo correction, the page and
 * the count ('Page 2 of 30, 300 jobs found'). Nothing for a failed search (its error toast speaks),
 * nor for a page past the last one (the page moves on to the last page at once).
 */
export function useResultsAnnouncement({ key, current, failed, start, typedLocation, filters }: ResultsAnnouncementInput): { key: string; text: string } {
  const { t } = useSearchI18n();
  const [announcement, setAnnouncement] = useState({ key: '', text: '' });
  useEffect(() => {
    if (failed) return setAnnouncement({ key, text: '' });
    if (!current || (current.count > 0 && current.positions.length === 0)) return;
    const { count, resultsMetaData } = current;
    if (count === 0) {
      // Nothing found: what was searched, and that ways on follow (focus stays where the visitor is typing).
      const filterCount = Object.values(filters).reduce((sum, values) => sum + values.length, 0);
      const ways = resultsMetaData.waysOn.length;
      const text = noResultsText(t, resultsMetaData, typedLocation, filterCount);
      return setAnnouncement({ key, text: ways > 0 ? t('search.announce.twoSentences', { first: text, second: t('search.empty.waysAnnounced', { count: ways }) }) : text });
    }
    const { page, pages } = pagesOf(start, count);
    const found = page > 1 ? t('search.results.foundPage', { page, pages, count }) : t('search.results.found', { count });
    const fixed = correctedQuery(resultsMetaData.query, resultsMetaData.corrections);
    setAnnouncement({ key, text: fixed ? t('search.announce.twoSentences', { first: t('search.results.corrected', { query: fixed }), second: found }) : found });
    // Said once per result set (the location and filters are part of its key), not again as they change.
  }, [key, failed, current, start, t]);
  return announcement;
}
