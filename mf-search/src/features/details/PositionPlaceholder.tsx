import type { Ref } from 'react';
import { Spinner } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';

interface PositionPlaceholderProps {
  headingLevel: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  loading: boolean;
}

/**
 * The details before anything about the position is known (no search result to show meanwhile): on the job page
 * its heading, so the page has one, and the spinner while they load.
 */
export function PositionPlaceholder({ headingLevel, headingRef, loading }: PositionPlaceholderProps) {
  const { t } = useSearchI18n();
  return (
    <div>
      {headingLevel === 1 && (
        <h1 ref={headingRef} tabIndex={-1} css={{ fontSize: 28 }}>
          {t('job.heading')}
        </h1>
      )}
      {loading && <Spinner label={t('details.loading')} />}
    </div>
  );
}
