import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, FormFailure, useForm } from '@careers/shared/ui';
import type { ResumeProposal } from '@careers/shared/contracts';
import { postConfirmResume } from '../../data/profileApi';
import { periodText } from './periodText';
import { muted, plainList, section, sectionHeading } from './profileStyles';
import { editErrorKey, useApplyProfile } from './useProfileEdit';
import { useProfileI18n } from './useProfileI18n';

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
  const { t } = useProfileI18n();
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
        showToast({ kind: 'error', message: t(editErrorKey(error)) });
        throw new FormFailure('');
      }
      showToast({ kind: 'success', message: t('profile.review.applied') });
      onDone(true);
    },
  });
  const { skills, jobs, takeYears } = values;
  const nothing = proposal.skills.proposed.length === 0 && proposal.experience.proposed.length === 0 && !yearsChange;

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <section css={section} aria-labelledby="resume-review">
      <h2 id="resume-review" css={sectionHeading} tabIndex={-1}>{t('profile.review.heading')}</h2>
      <p css={[muted, { marginTop: 0 }]}>{t('profile.review.intro', { name: resumeName })}</p>
      <form ref={formRef} onSubmit={(e) => void onSubmit(e)}>
        {nothing ? (
          <p>{t('profile.review.nothing')}</p>
        ) : (
          <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            {proposal.skills.proposed.length > 0 && (
              <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
                <legend css={{ fontWeight: 700, marginBottom: 8 }}>{t('profile.review.skills')}</legend>
                <p css={[muted, { margin: '0 0 8px' }]}>{proposal.skills.current.length ? t('profile.review.skillsNow', { skills: proposal.skills.current.join(', ') }) : t('profile.review.skillsNowNone')}</p>
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
                <legend css={{ fontWeight: 700, marginBottom: 8 }}>{t('profile.review.jobs')}</legend>
                <ul css={plainList}>
                  {proposal.experience.proposed.map((job, i) => (
                    <li key={`${i}-${job.title}`}>
                      <label css={checkRow}>
                        <input type="checkbox" checked={jobs.includes(i)} onChange={() => set.jobs(toggle(jobs, i))} />
                        <span>{job.title}{job.company ? `, ${job.company}` : ''} <span css={muted}>{periodText(job.startDate, job.endDate, t('profile.period.present'))}</span></span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {yearsChange && years.proposed !== null && (
              <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
                <legend css={{ fontWeight: 700, marginBottom: 8 }}>{t('profile.review.years')}</legend>
                <label css={checkRow}>
                  <input type="checkbox" checked={takeYears} onChange={() => set.takeYears(!takeYears)} /> {years.current === null ? t('profile.review.yearsSet', { proposed: years.proposed }) : t('profile.review.yearsChange', { current: years.current, proposed: years.proposed })}
                </label>
              </fieldset>
            )}
          </div>
        )}
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 16 }}>
          {!nothing && <Button type="submit" disabled={busy}>{t('profile.review.confirm')}</Button>}
          <Button variant="secondary" onClick={() => onDone(false)}>{t('profile.review.dismiss')}</Button>
        </div>
      </form>
    </section>
  );
}
