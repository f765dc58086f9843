import { useEffect, useState } from 'react';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { navigateWithin } from '../../routing/locationStore';
import { linkButton } from '../../ui/styles';
import { PositionDetailsView } from '../details/PositionDetailsView';
import { showDetailsFailedToast } from '../details/showDetailsFailedToast';

export interface JobPageProps {
  pid: number | null;
  navigate: (url: string) => void;
}

/**
 * /careers/job/:pid and /careers/job/private?pid= (spec §2): the full details of one position with
 * the job title as the page heading. The server puts the JobPosting JSON-LD in the page's head.
 */
export function JobPage({ pid, navigate }: JobPageProps) {
  const { t } = useSearchI18n();
  const [failed, setFailed] = useState<number | null>(null);
  const searchLink = (
    <a
      href="/careers/search"
      css={linkButton}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigateWithin('/careers/search');
      }}
    >
      {t('job.search')}
    </a>
  );
  const openPosition = (id: number) => navigateWithin(`/careers/job/${id}`);
  useEffect(() => setFailed(null), [pid]);

  if (pid === null || failed === pid) {
    return (
      <div>
        <h1 tabIndex={-1} css={{ fontSize: 28 }}>
          {t('job.heading')}
        </h1>
        <p>{pid === null ? t('job.missing') : t('job.notFound')}</p>
        {searchLink}
      </div>
    );
  }
  return (
    <div css={{ maxWidth: 800, padding: '24px 0 48px' }}>
      <p css={{ margin: '0 0 16px' }}>{searchLink}</p>
      <PositionDetailsView
        key={pid}
        id={pid}
        lite={null}
        headingLevel={1}
        navigate={navigate}
        onOpenPosition={openPosition}
        onDetailsError={() => {
          showDetailsFailedToast(t);
          setFailed(pid);
        }}
      />
    </div>
  );
}
