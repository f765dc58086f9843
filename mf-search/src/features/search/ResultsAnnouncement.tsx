import { visuallyHidden } from '@careers/shared/a11y';
import { useResultsAnnouncement, type ResultsAnnouncementInput } from './useResultsAnnouncement';

/**
 * The search page's status region, which says each new result set (useResultsAnnouncement). Its own component: the
 * words are set right after the results are drawn, and in the page that drew the whole page again (~130 components,
 * a main-thread task of its own on a phone at the page's start, issue 27); here only the region's words change.
 */
export function ResultsAnnouncement({ resultsKey, ...input }: Omit<ResultsAnnouncementInput, 'key'> & { resultsKey: string }) {
  // `key` is React's own prop name: the result set's key comes in as resultsKey.
  const announcement = useResultsAnnouncement({ key: resultsKey, ...input });
  return (
    <div role="status" css={visuallyHidden}>
      <span key={announcement.key}>{announcement.text}</span>
    </div>
  );
}
