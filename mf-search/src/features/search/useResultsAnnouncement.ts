import { useEffect, useState } from 'react';
import type { SearchResponse } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { correctedQuery } from './correctedQuery';
import { pagesOf } from './Pagination';

export interface ResultsAnnouncementInput {
  /** The result set the text is about (a new one is announced even with the same words). */
  key: string;
  /** This search's own results, once in. */
  current: SearchResponse | undefined;
  failed: boolean;
  start: number;
}

/**
 * What the page's status region says about each new result set: the typo correction, the page and
 * the count ('Page 2 of 30, 300 jobs found'). Nothing for a failed search (its error toast speaks),
 * nor for a page past the last one (the page moves on to the last page at once).
 */
export function useResultsAnnouncement({ key, current, failed, start }: ResultsAnnouncementInput): { key: string; text: string } {
  const { t } = useSearchI18n();
  const [announcement, setAnnouncement] = useState({ key: '', text: '' });
  useEffect(() => {
    if (failed) return setAnnouncement({ key, text: '' });
    if (!current || (current.count > 0 && current.positions.length === 0)) return;
    const { count, resultsMetaData } = current;
    const { page, pages } = pagesOf(start, count);
    const found = count === 1 ? t('search.results.foundOne') : page > 1 ? t('search.results.foundPage', { page, pages, count }) : t('search.results.found', { count });
    const fixed = correctedQuery(resultsMetaData.query, resultsMetaData.corrections);
    setAnnouncement({ key, text: fixed ? `${t('search.results.corrected', { query: fixed })}. ${found}` : found });
  }, [key, failed, current, start, t]);
  return announcement;
}
