import { StateScreen } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { SearchJobsLink } from './SearchJobsLink';

interface JobPageFailureProps {
  /** The address names no position (/careers/job/private without pid). */
  missing: boolean;
  /** The details failed to load ('error'), or the server has no such position ('notFound'). */
  failure: 'notFound' | 'error' | null;
  onRetry(): void;
}

/** The job page without a position to show: the page's heading, why, and the way back to the search. */
export function JobPageFailure({ missing, failure, onRetry }: JobPageFailureProps) {
  const { t } = useSearchI18n();
  return (
    <div>
      <h1 tabIndex={-1} css={{ fontSize: 28 }}>
        {t('job.heading')}
      </h1>
      {failure === 'error' ? (
        // Not an alert: the failure was already announced by its error toast (spec §8), not twice.
        <StateScreen state="error" alert={false} message={t('details.failed')} onRetry={onRetry} />
      ) : (
        <p>{missing ? t('job.missing') : t('job.notFound')}</p>
      )}
      <SearchJobsLink />
    </div>
  );
}
