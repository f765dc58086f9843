import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { buttonStyles, StateScreen } from '@careers/shared/ui';
import { useProfileDetails } from '../../data/useProfile';
import { periodText } from '../profile/periodText';
import { muted, pageColumn, pageHeading, section, sectionHeading } from '../profile/profileStyles';

/** /careers/export-resume: the resume the profile makes (a preview) and its PDF, built on the server with pdf-lib. */
export function ExportResumePage() {
  const { domain } = useSnapshot(sessionStore);
  const details = useProfileDetails();
  const profile = details.data;
  const href = `/api/pcsx/export_resume?domain=${encodeURIComponent(domain)}`;
  return (
    <div css={pageColumn} aria-busy={details.isLoading || undefined}>
      <h1 tabIndex={-1} css={pageHeading}>Export resume</h1>
      {details.error && !profile ? (
        <StateScreen state="error" onRetry={() => void details.mutate()} />
      ) : !profile ? (
        <StateScreen state="loading" />
      ) : (
        <>
          <p css={{ margin: 0 }}>A PDF resume made from your profile. To change what it says, <a href="/careers/profile" css={(theme) => ({ color: theme.colors.primary })}>edit your profile</a>.</p>
          <div><a href={href} download css={(theme) => [buttonStyles(theme, 'primary'), { textDecoration: 'none', display: 'inline-flex' }]}>Download PDF resume</a></div>
          <article css={section} aria-label="Resume preview">
            <h2 css={[sectionHeading, { fontSize: 24, marginBottom: 4 }]}>{profile.fullname || profile.email}</h2>
            <p css={[muted, { marginTop: 0 }]}>{[profile.email, profile.location].filter(Boolean).join(' · ')}</p>
            {profile.experienceYears !== null && <p css={muted}>{profile.experienceYears} {profile.experienceYears === 1 ? 'year' : 'years'} of experience</p>}
            <h3 css={{ fontSize: 18 }}>Skills</h3>
            <p>{profile.skills.length ? profile.skills.join(', ') : 'No data found'}</p>
            <h3 css={{ fontSize: 18 }}>Experience</h3>
            {profile.experience.length === 0 ? <p>No data found</p> : (
              <ul css={{ paddingLeft: 20 }}>
                {profile.experience.map((job, i) => <li key={i}><strong>{job.title}</strong>{job.company ? `, ${job.company}` : ''} <span css={muted}>{periodText(job.startDate, job.endDate)}</span></li>)}
              </ul>
            )}
            <h3 css={{ fontSize: 18 }}>Education</h3>
            {profile.education.length === 0 ? <p>No data found</p> : (
              <ul css={{ paddingLeft: 20 }}>
                {profile.education.map((school, i) => <li key={i}><strong>{school.degree}</strong>, {school.school} <span css={muted}>{periodText(school.startDate, school.endDate)}</span></li>)}
              </ul>
            )}
          </article>
        </>
      )}
    </div>
  );
}
