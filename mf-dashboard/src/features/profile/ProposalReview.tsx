import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, FormFailure, useForm } from '@careers/shared/ui';
import type { ResumeProposal } from '@careers/shared/contracts';
import { postConfirmResume } from '../../data/profileApi';
import { periodText } from './periodText';
import { PROFILE_TEXT } from './profileMessages';
import { muted, plainList, section, sectionHeading } from './profileStyles';
import { editErrorText, useApplyProfile } from './useProfileEdit';

export interface ProposalReviewProps {
  resumeId: number;
  resumeName: string;
  proposal: ResumeProposal;
  /** Closed: `applied` when the profile took the ticked items, false when dismissed. */
  onDone: (applied: boolean) => void;
}

const checkRow = { display: 'flex', gap: 8, alignItems: 'flex-start', minHeight: 32 } as const;

/**
 * What reading the resume would change, field by field, beside what the profile holds now. Nothing is
 * ticked for a field the candidate filled themselves (years of experience): changing it takes a tick.
 */
export function ProposalReview({ resumeId, resumeName, proposal, onDone }: ProposalReviewProps) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const apply = useApplyProfile();
  const years = proposal.experienceYears;
  const yearsChange = years.proposed !== null && years.proposed !== years.current;
  // A failed confirmation leaves the review open: the keyboard goes back to its button (disabled while it ran).
  const { values, set, busy, formRef, onSubmit } = useForm({
    initial: { skills: proposal.skills.proposed, jobs: proposal.experience.proposed.map((_, i) => i), takeYears: yearsChange && years.current === null },
    submit: async ({ skills, jobs, takeYears }) => {
      try {
        const answer = await postConfirmResume(transport, resumeId, { skills, experience: jobs, experienceYears: takeYears, domain });
        apply(answer.data.profile);
      } catch (error) {
        // Said by a toast, not in the review.
        showToast({ kind: 'error', message: editErrorText(error) });
        throw new FormFailure('');
      }
      showToast({ kind: 'success', message: PROFILE_TEXT.reviewApplied });
      onDone(true);
    },
  });
  const { skills, jobs, takeYears } = values;
  const nothing = proposal.skills.proposed.length === 0 && proposal.experience.proposed.length === 0 && !yearsChange;

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <section css={section} aria-labelledby="resume-review">
      <h2 id="resume-review" css={sectionHeading} tabIndex={-1}>{PROFILE_TEXT.reviewHeading}</h2>
      <p css={[muted, { marginTop: 0 }]}>{resumeName}. {PROFILE_TEXT.reviewIntro}</p>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)}>
        {nothing ? (
          <p>{PROFILE_TEXT.reviewNothing}</p>
        ) : (
          <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {proposal.skills.proposed.length > 0 && (
              <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
                <legend css={{ fontWeight: 700, marginBottom: 8 }}>{PROFILE_TEXT.reviewSkills}</legend>
                <p css={[muted, { margin: '0 0 8px' }]}>Now: {proposal.skills.current.length ? proposal.skills.current.join(', ') : 'none'}</p>
                <ul css={[plainList, { flexDirection: 'row', flexWrap: 'wrap', gap: 12 }]}>
                  {proposal.skills.proposed.map((skill) => (
                    <li key={skill}>
                      <label css={checkRow}><input type="checkbox" checked={skills.includes(skill)} onChange={() => set.skills(toggle(skills, skill))} /> {skill}</label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {proposal.experience.proposed.length > 0 && (
              <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
                <legend css={{ fontWeight: 700, marginBottom: 8 }}>{PROFILE_TEXT.reviewJobs}</legend>
                <ul css={plainList}>
                  {proposal.experience.proposed.map((job, i) => (
                    <li key={`${i}-${job.title}`}>
                      <label css={checkRow}>
                        <input type="checkbox" checked={jobs.includes(i)} onChange={() => set.jobs(toggle(jobs, i))} />
                        <span>{job.title}{job.company ? `, ${job.company}` : ''} <span css={muted}>{periodText(job.startDate, job.endDate)}</span></span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {yearsChange && years.proposed !== null && (
              <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
                <legend css={{ fontWeight: 700, marginBottom: 8 }}>{PROFILE_TEXT.reviewYears}</legend>
                <label css={checkRow}>
                  <input type="checkbox" checked={takeYears} onChange={() => set.takeYears(!takeYears)} /> {PROFILE_TEXT.yearsChange(years.current, years.proposed)}
                </label>
              </fieldset>
            )}
          </div>
        )}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 16 }}>
          {!nothing && <Button type="submit" disabled={busy}>{PROFILE_TEXT.reviewConfirm}</Button>}
          <Button variant="secondary" onClick={() => onDone(false)}>{PROFILE_TEXT.reviewDismiss}</Button>
        </div>
      </form>
    </section>
  );
}
