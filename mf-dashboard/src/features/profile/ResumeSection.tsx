import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { FilePicker } from '@careers/shared/forms';
import { Button, Modal, StateScreen, useFormatDate } from '@careers/shared/ui';
import type { ResumeProposal } from '@careers/shared/contracts';
import { deleteResume, fetchResumeProposal, postResume } from '../../data/profileApi';
import { profileKeys } from '../../data/profileKeys';
import { useResumes } from '../../data/useProfile';
import { ProposalReview } from './ProposalReview';
import { muted, plainList, section, sectionHeading } from './profileStyles';
import { readDataUrl } from './readDataUrl';
import { useApplyProfile } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

const sizeText = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Spec §4 "Resume upload": pick a file, a confirmation opens; confirming uploads it, updates the
 * profile, and refreshes the resume list; cancelling closes the confirmation. The server reads the
 * resume; what it proposes is shown field by field for the candidate to confirm.
 */
export function ResumeSection() {
  // In the page's language, as every date of the site, not in the browser's default locale.
  const { date: formatDate } = useFormatDate();
  const { t } = useProfileI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const { mutate } = useSWRConfig();
  const apply = useApplyProfile();
  const resumes = useResumes();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const [review, setReview] = useState<{ id: number; name: string; proposal: ResumeProposal } | null>(null);
  const reviewRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // When the review closes: the result line (after "Add to my profile") or the section's heading takes focus.
  const [closed, setClosed] = useState<{ applied: boolean } | null>(null);
  useEffect(() => {
    if (!closed) return;
    if (closed.applied) resultRef.current?.focus();
    else headingRef.current?.focus();
  }, [closed]);

  useEffect(() => {
    if (review) reviewRef.current?.querySelector<HTMLElement>('#resume-review')?.focus();
  }, [review]);

  const cancel = () => {
    setPicked(null);
    if (input.current) input.current.value = '';
  };
  const upload = async () => {
    if (!picked) return;
    const file = picked;
    setPicked(null);
    setUploading(true);
    setError('');
    try {
      const answer = await postResume(transport, domain, file.name, await readDataUrl(file));
      apply(answer.candidate);
      showToast({ kind: 'success', message: t('profile.resume.uploaded') });
      setClosed(null);
      setReview({ id: answer.resume.id, name: answer.resume.name, proposal: answer.proposal });
    } catch (e) {
      setError(e instanceof TransportError && e.status >= 400 && e.status < 500 && e.message ? e.message : t('profile.uploadFailed'));
      showToast({ kind: 'error', message: t('profile.uploadFailed') });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
      void mutate(profileKeys.resumes(domain));
    }
  };
  const openReview = async (id: number, name: string) => {
    try {
      const answer = await fetchResumeProposal(transport, domain, id);
      setClosed(null);
      setReview({ id, name, proposal: answer.data.proposal });
    } catch {
      showToast({ kind: 'error', message: t('profile.editFailed') });
    }
  };
  const remove = async (id: number) => {
    try {
      await deleteResume(transport, domain, id);
      if (review?.id === id) setReview(null);
    } catch {
      showToast({ kind: 'error', message: t('profile.editFailed') });
    }
    void mutate(profileKeys.resumes(domain));
    void mutate(profileKeys.details(domain));
    void mutate(profileKeys.analysis(domain));
  };

  const list = resumes.data;
  return (
    <>
      <section css={section} aria-labelledby="profile-resume">
        <h2 id="profile-resume" css={sectionHeading} tabIndex={-1} ref={headingRef}>{t('profile.resume.heading')}</h2>
        <div css={{ marginBottom: 12 }}>
          <FilePicker ref={input} label={t('profile.resume.pick')} disabled={uploading} fileName={picked?.name ?? ''}
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onPick={(file) => setPicked(file)} />
        </div>
        {uploading && <StateScreen state="loading" />}
        {closed?.applied && (
          <p role="status" tabIndex={-1} ref={resultRef} css={{ marginTop: 0 }}>
            {t('profile.review.applied')}
          </p>
        )}
        {error && <p role="alert" css={(theme) => ({ color: theme.colors.error, marginTop: 0 })}>{error}</p>}
        <h3 css={{ fontSize: 16, margin: '8px 0' }}>{t('profile.resume.list')}</h3>
        {resumes.error && !list ? (
          <StateScreen state="error" onRetry={() => void resumes.mutate()} />
        ) : !list ? (
          <StateScreen state="loading" />
        ) : list.length === 0 ? (
          <StateScreen state="empty" />
        ) : (
          <ul css={plainList}>
            {list.map((resume) => (
              <li key={resume.id} css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
                <div css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <a href={`${resume.url}?domain=${encodeURIComponent(domain)}`} download css={(theme) => ({ color: theme.colors.primary })}>{resume.name}</a>
                  <div css={muted}>{sizeText(resume.size)} · {formatDate(resume.created_at)}</div>
                </div>
                <div css={{ display: 'flex', gap: 8 }}>
                  <Button variant="secondary" onClick={() => void openReview(resume.id, resume.name)} aria-label={t('profile.resume.reviewLabel', { name: resume.name })}>{t('profile.resume.review')}</Button>
                  <Button variant="secondary" onClick={() => void remove(resume.id)} aria-label={t('profile.resume.deleteLabel', { name: resume.name })}>{t('profile.resume.delete')}</Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div ref={reviewRef}>
        {review && <ProposalReview key={review.id} resumeId={review.id} resumeName={review.name} proposal={review.proposal} onDone={(applied) => {
          setReview(null);
          setClosed({ applied });
        }} />}
      </div>
      <Modal open={picked !== null} title={t('profile.resume.confirmTitle')} onClose={cancel}
        footer={
          <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={cancel}>{t('profile.resume.cancel')}</Button>
            <Button onClick={() => void upload()}>{t('profile.resume.upload')}</Button>
          </div>
        }>
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{picked ? t('profile.resume.confirmText', { name: picked.name }) : ''}</p>
      </Modal>
    </>
  );
}
