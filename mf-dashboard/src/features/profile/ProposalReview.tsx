import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
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
  const [skills, setSkills] = useState<string[]>(proposal.skills.proposed);
  const [jobs, setJobs] = useState<number[]>(proposal.experience.proposed.map((_, i) => i));
  const years = proposal.experienceYears;
  const yearsChange = years.proposed !== null && years.proposed !== years.current;
  const [takeYears, setTakeYears] = useState(yearsChange && years.current === null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A failed confirmation leaves the review open: focus returns to its button (disabled while it ran).
  useEffect(() => {
    if (failures > 0 && !busy) confirmRef.current?.focus();
  }, [failures, busy]);
  const nothing = proposal.skills.proposed.length === 0 && proposal.experience.proposed.length === 0 && !yearsChange;

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await postConfirmResume(transport, resumeId, { skills, experience: jobs, experienceYears: takeYears, domain });
      apply(answer.data.profile);
      showToast({ kind: 'success', message: PROFILE_TEXT.reviewApplied });
      onDone(true);
    } catch (error) {
      showToast({ kind: 'error', message: editErrorText(error) });
      setFailures((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section css={section} aria-labelledby="resume-review">
      <h2 id="resume-review" css={sectionHeading} tabIndex={-1}>{PROFILE_TEXT.reviewHeading}</h2>
      <p css={[muted, { marginTop: 0 }]}>{resumeName}. {PROFILE_TEXT.reviewIntro}</p>
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
                    <label css={checkRow}><input type="checkbox" checked={skills.includes(skill)} onChange={() => setSkills(toggle(skills, skill))} /> {skill}</label>
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
                      <input type="checkbox" checked={jobs.includes(i)} onChange={() => setJobs(toggle(jobs, i))} />
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
                <input type="checkbox" checked={takeYears} onChange={() => setTakeYears(!takeYears)} /> {PROFILE_TEXT.yearsChange(years.current, years.proposed)}
              </label>
            </fieldset>
          )}
        </div>
      )}
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 16 }}>
        {!nothing && <Button ref={confirmRef} onClick={() => void confirm()} disabled={busy}>{PROFILE_TEXT.reviewConfirm}</Button>}
        <Button variant="secondary" onClick={() => onDone(false)}>{PROFILE_TEXT.reviewDismiss}</Button>
      </div>
    </section>
  );
}
