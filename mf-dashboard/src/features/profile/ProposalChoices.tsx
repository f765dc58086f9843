import type { ResumeProposal } from '@careers/shared/contracts';
import { periodText } from './periodText';
import { plainList } from '@careers/shared/ui';
import { muted } from './profileStyles';
import { useProfileI18n } from './useProfileI18n';

/** What the candidate ticks: the proposed skills and jobs to add, and whether to take the proposed years. */
interface ProposalTicks {
  skills: string[];
  jobs: number[];
  takeYears: boolean;
}

const checkRow = { display: 'flex', gap: 8, alignItems: 'flex-start', minHeight: 32 } as const;

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** The review's tick boxes, one group per kind of change the resume proposes (skills, jobs, years of experience). */
export function ProposalChoices({ proposal, yearsChange, values, set }: {
  proposal: ResumeProposal;
  /** The resume proposes years of experience other than the profile's. */
  yearsChange: boolean;
  values: ProposalTicks;
  set: { [K in keyof ProposalTicks]: (value: ProposalTicks[K]) => void };
}) {
  const { t, locale } = useProfileI18n();
  const years = proposal.experienceYears;
  const { skills, jobs, takeYears } = values;
  return (
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
                  <span>{job.title}{job.company ? `, ${job.company}` : ''} <span css={muted}>{periodText(job.startDate, job.endDate, locale, t('profile.period.present'))}</span></span>
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
  );
}
