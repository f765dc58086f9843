import { FilePicker } from '@careers/shared/forms';
import { Button, Modal, StateScreen } from '@careers/shared/ui';
import { ProposalReview } from './ProposalReview';
import { section, sectionHeading } from './profileStyles';
import { ResumeList } from './ResumeList';
import { useProfileI18n } from './useProfileI18n';
import { useResumeReview } from './useResumeReview';
import { useResumeUpload } from './useResumeUpload';

/**
 * Spec §4 "Resume upload": pick a file, a confirmation opens; confirming uploads it, updates the
 * profile, and refreshes the resume list; cancelling closes the confirmation. The server reads the
 * resume; what it proposes is shown field by field for the candidate to confirm.
 */
export function ResumeSection() {
  const { t } = useProfileI18n();
  const review = useResumeReview();
  const upload = useResumeUpload(review.show);
  const { picked } = upload;
  return (
    <>
      <section css={section} aria-labelledby="profile-resume">
        <h2 id="profile-resume" css={sectionHeading} tabIndex={-1} ref={review.headingRef}>{t('profile.resume.heading')}</h2>
        <div css={{ marginBottom: 12 }}>
          <FilePicker ref={upload.input} label={t('profile.resume.pick')} disabled={upload.uploading} fileName={picked?.name ?? ''}
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onPick={(file) => upload.pick(file)} />
        </div>
        {upload.uploading && <StateScreen state="loading" />}
        {review.applied && (
          <p role="status" tabIndex={-1} ref={review.resultRef} css={{ marginTop: 0 }}>
            {t('profile.review.applied')}
          </p>
        )}
        {upload.error && <p role="alert" css={(theme) => ({ color: theme.colors.error, marginTop: 0 })}>{upload.error}</p>}
        <ResumeList onReview={(id, name) => void review.open(id, name)} onDeleted={review.forget} />
      </section>
      <div ref={review.reviewRef}>
        {review.review && <ProposalReview key={review.review.id} resumeId={review.review.id} resumeName={review.review.name} proposal={review.review.proposal} onDone={review.done} />}
      </div>
      <Modal open={picked !== null} title={t('profile.resume.confirmTitle')} onClose={upload.cancel}
        footer={
          <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="secondary" onClick={upload.cancel}>{t('profile.resume.cancel')}</Button>
            <Button onClick={() => void upload.upload()}>{t('profile.resume.upload')}</Button>
          </div>
        }>
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>{picked ? t('profile.resume.confirmText', { name: picked.name }) : ''}</p>
      </Modal>
    </>
  );
}
