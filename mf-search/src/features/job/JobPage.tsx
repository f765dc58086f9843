import { useCallback, useEffect, useRef, useState } from 'react';
import type { PositionDetails } from '@careers/shared/contracts';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { navigateWithin, withTracking } from '@careers/shared/location';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { PositionDetailsView } from '../details/PositionDetailsView';
import { showDetailsFailedToast } from '../details/showDetailsFailedToast';
import { JobPageFailure } from './JobPageFailure';
import { SearchJobsLink } from './SearchJobsLink';

export interface JobPageProps {
  pid: number | null;
  /** /careers/job/private?pid=: applying goes to /careers/apply/private (spec §2). */
  isPrivate?: boolean;
  /** The server found no such position (renderJob.tsx): the page says so from its first render. */
  notFound?: boolean;
  navigate: (url: string) => void;
}

/** Why the details did not load: only a 404 means the position does not exist. */
type Failure = 'notFound' | 'error';

/**
 * /careers/job/:pid and /careers/job/private?pid= (spec §2): the full details of one position with
 * the job title as the page heading and the tab's name. The server puts the JobPosting JSON-LD in
 * the page's head.
 */
export function JobPage({ pid, isPrivate = false, notFound = false, navigate }: JobPageProps) {
  const { t } = useSearchI18n();
  const { configs } = useSnapshot(sessionStore);
  const [failure, setFailure] = useState<Failure | null>(notFound ? 'notFound' : null);
  // A new attempt mounts the details afresh, which asks the server again.
  const [attempt, setAttempt] = useState(0);
  const [jobTitle, setJobTitle] = useState<string | null>(null);
  useDocumentTitle(jobTitle && `${jobTitle} | ${t('search.title', { company: configs?.company.name ?? '' })}`);
  // The details view is memoised (it is most of the page): the callbacks it gets keep their identity, so the
  // render that names the tab after the position draws only this page's own few nodes again (issue 27).
  const openPosition = useCallback((id: number) => navigateWithin(withTracking(`/careers/job/${id}`)), []);
  const onDetails = useCallback((details: PositionDetails) => setJobTitle(details.name), []);
  const onDetailsError = useCallback(
    (error: unknown) => {
      const notFound = error instanceof TransportError && error.status === 404;
      // A position that does not exist is not a failure to load: the page's 'Position not found.' is the
      // one message (the trial saw it beside a red 'Failed to load position details' toast).
      if (!notFound) showDetailsFailedToast(t);
      setFailure(notFound ? 'notFound' : 'error');
    },
    [t],
  );
  const firstPid = useRef(pid);
  useEffect(() => {
    if (pid !== firstPid.current) setFailure(null);
  }, [pid]);

  if (pid === null || failure) {
    const retry = () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    };
    return <JobPageFailure missing={pid === null} failure={failure} onRetry={retry} />;
  }
  return (
    <div css={{ maxWidth: 800, padding: '24px 0 48px' }}>
      <p css={{ margin: '0 0 16px' }}>
        <SearchJobsLink />
      </p>
      <PositionDetailsView
        key={`${pid}:${attempt}`}
        id={pid}
        lite={null}
        headingLevel={1}
        isPrivate={isPrivate}
        navigate={navigate}
        onOpenPosition={openPosition}
        onDetails={onDetails}
        onDetailsError={onDetailsError}
      />
    </div>
  );
}
