import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, StateList, useFormatDate } from '@careers/shared/ui';
import { deleteResume } from '../../data/profileApi';
import { profileKeys } from '../../data/profileKeys';
import { useResumes } from '../../data/useProfile';
import { muted } from './profileStyles';
import { useProfileI18n } from './useProfileI18n';

const sizeText = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The candidate's stored resumes: each downloads, opens its proposal's review (`onReview`) or is deleted, after
 * which the profile and its completion are read again (a resume counts towards it) and `onDeleted` is told.
 */
export function ResumeList({ onReview, onDeleted }: { onReview: (id: number, name: string) => void; onDeleted: (id: number) => void }) {
  const { t } = useProfileI18n();
  // In the page's language, as every date of the site, not in the browser's default locale.
  const { date: formatDate } = useFormatDate();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { mutate } = useSWRConfig();
  const resumes = useResumes();

  const remove = async (id: number) => {
    try {
      await deleteResume(transport, domain, id);
      onDeleted(id);
    } catch {
      showToast({ kind: 'error', message: t('profile.editFailed') });
    }
    void mutate(profileKeys.resumes(domain));
    void mutate(profileKeys.details(domain));
    void mutate(profileKeys.analysis(domain));
  };

  return (
    <>
      <h3 css={{ fontSize: 16, margin: '8px 0' }}>{t('profile.resume.list')}</h3>
      <StateList items={resumes.data} error={resumes.error} onRetry={() => void resumes.mutate()} emptyMessage={t('profile.resume.empty')}
        row={(resume) => (
          <li key={resume.id} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
            <div css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <a href={`${resume.url}?domain=${encodeURIComponent(domain)}`} download css={(theme) => ({ color: theme.colors.link })}>{resume.name}</a>
              <div css={muted}>{sizeText(resume.size)} · {formatDate(resume.created_at)}</div>
            </div>
            <div css={{ display: 'flex', gap: 8 }}>
              <Button variant="secondary" onClick={() => onReview(resume.id, resume.name)} aria-label={t('profile.resume.reviewLabel', { name: resume.name })}>{t('profile.resume.review')}</Button>
              <Button variant="secondary" onClick={() => void remove(resume.id)} aria-label={t('profile.resume.deleteLabel', { name: resume.name })}>{t('profile.resume.delete')}</Button>
            </div>
          </li>
        )} />
    </>
  );
}
