import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { buttonStyles, StateScreen } from '@careers/shared/ui';
import { useProfileDetails } from '../../data/useProfile';
import { periodText } from '../profile/periodText';
import { useProfileI18n } from '../profile/useProfileI18n';
import { muted, pageColumn, pageHeading, section, sectionHeading } from '../profile/profileStyles';
import './exportResumeMessages';

/** /careers/export-resume: the resume the profile makes (a preview) and its PDF, built on the server with pdf-lib. */
export function ExportResumePage() {
  const { domain } = useSnapshot(sessionStore);
  const details = useProfileDetails();
  const profile = details.data;
  const href = `/api/pcsx/export_resume?domain=${encodeURIComponent(domain)}`;
  const { t, locale } = useProfileI18n();
  const period = (start: string | null, end: string | null) => periodText(start, end, locale, t('profile.period.present'));
  // The link sits where the language puts it in the sentence: the text is split at its placeholder.
  const [beforeLink, afterLink = ''] = t('exportResume.intro', { link: '\u0001' }).split('\u0001');
  const empty = t('shared.state.empty');
  return (
    <div css={pageColumn} aria-busy={details.isLoading || undefined}>
      <h1 tabIndex={-1} css={pageHeading}>{t('exportResume.heading')}</h1>
      {details.error && !profile ? (
        <StateScreen state="error" onRetry={() => void details.mutate()} />
      ) : !profile ? (
        <StateScreen state="loading" />
      ) : (
        <>
          <p css={{ margin: 0 }}>
            {beforeLink}
            <a href="/careers/profile" css={(theme) => ({ color: theme.colors.link })}>{t('exportResume.editLink')}</a>
            {afterLink}
          </p>
          <div><a href={href} download css={(theme) => [buttonStyles(theme, 'primary'), { textDecoration: 'none', display: 'inline-flex' }]}>{t('exportResume.download')}</a></div>
          <article css={section} aria-label={t('exportResume.preview')}>
            <h2 css={[sectionHeading, { fontSize: 24, marginBlockEnd: 4 }]}>{profile.fullname || profile.email}</h2>
            <p css={[muted, { marginBlockStart: 0 }]}>{[profile.email, profile.location].filter(Boolean).join(' · ')}</p>
            {profile.experienceYears !== null && <p css={muted}>{t('exportResume.years', { count: profile.experienceYears })}</p>}
            <h3 css={{ fontSize: 18 }}>{t('profile.skills.heading')}</h3>
            <p>{profile.skills.length ? profile.skills.join(', ') : empty}</p>
            <h3 css={{ fontSize: 18 }}>{t('profile.experience.heading')}</h3>
            {profile.experience.length === 0 ? <p>{empty}</p> : (
              <ul css={{ paddingInlineStart: 20 }}>
                {profile.experience.map((job, i) => <li key={i}><strong>{job.title}</strong>{job.company ? `, ${job.company}` : ''} <span css={muted}>{period(job.startDate, job.endDate)}</span></li>)}
              </ul>
            )}
            <h3 css={{ fontSize: 18 }}>{t('profile.education.heading')}</h3>
            {profile.education.length === 0 ? <p>{empty}</p> : (
              <ul css={{ paddingInlineStart: 20 }}>
                {profile.education.map((school, i) => <li key={i}><strong>{school.degree}</strong>, {school.school} <span css={muted}>{period(school.startDate, school.endDate)}</span></li>)}
              </ul>
            )}
          </article>
        </>
      )}
    </div>
  );
}
