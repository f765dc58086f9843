import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, FormFailure, useForm } from '@careers/shared/ui';
import type { ResumeProposal } from '@careers/shared/contracts';
import { postConfirmResume } from '../../data/profileApi';
import { ProposalChoices } from './ProposalChoices';
import { fieldError, muted, section, sectionHeading } from './profileStyles';
import { editErrorKey, useApplyProfile } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

export interface ProposalReviewProps {
  resumeId: number;
  resumeName: string;
  proposal: ResumeProposal;
  /** Closed: `applied` when the profile took the ticked items, false when dismissed. */
  onDone: (applied: boolean) => void;
}

/**
 * What reading the resume would change, field by field, beside what the profile holds now. Nothing is
 * ticked for a field the candidate filled themselves (years of experience): changing it takes a tick.
 */
export function ProposalReview({ resumeId, resumeName, proposal, onDone }: ProposalReviewProps) {
  const { t } = useProfileI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const apply = useApplyProfile();
  const years = proposal.experienceYears;
  const yearsChange = years.proposed !== null && years.proposed !== years.current;
  // A failed confirmation leaves the review open: the keyboard goes back to its button (disabled while it ran).
  // Nothing ticked: nothing is sent (the resume would be marked confirmed with nothing taken) and the form's message,
  // which takes the keyboard, says why.
  const { values, set, busy, error, formRef, onSubmit } = useForm({
    initial: { skills: proposal.skills.proposed, jobs: proposal.experience.proposed.map((_, i) => i), takeYears: yearsChange && years.current === null },
    check: ({ skills, jobs, takeYears }) => (skills.length || jobs.length || takeYears ? {} : new FormFailure(t('profile.review.nothingTicked'))),
    submit: async ({ skills, jobs, takeYears }) => {
      try {
        const answer = await postConfirmResume(transport, resumeId, { skills, experience: jobs, experienceYears: takeYears, domain });
        apply(answer.data.profile);
      } catch (error) {
        // Said by a toast, not in the review.
        showToast({ kind: 'error', message: t(editErrorKey(error)) });
        throw new FormFailure('');
      }
      showToast({ kind: 'success', message: t('profile.review.applied') });
      onDone(true);
    },
  });
  const nothing = proposal.skills.proposed.length === 0 && proposal.experience.proposed.length === 0 && !yearsChange;

  return (
    <section css={section} aria-labelledby="resume-review">
      <h2 id="resume-review" css={sectionHeading} tabIndex={-1}>{t('profile.review.heading')}</h2>
      <p css={[muted, { marginTop: 0 }]}>{t('profile.review.intro', { name: resumeName })}</p>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)}>
        {nothing ? (
          <p>{t('profile.review.nothing')}</p>
        ) : (
          <ProposalChoices proposal={proposal} yearsChange={yearsChange} values={values} set={set} />
        )}
        {error && <p role="alert" tabIndex={-1} css={[fieldError, { marginTop: 16 }]}>{error}</p>}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 16 }}>
          {!nothing && <Button type="submit" disabled={busy}>{t('profile.review.confirm')}</Button>}
          <Button variant="secondary" onClick={() => onDone(false)}>{t('profile.review.dismiss')}</Button>
        </div>
      </form>
    </section>
  );
}
