import { StateScreen } from '@careers/shared/ui';
import { useProfileDetails } from '../../data/useProfile';
import { AvatarSection } from './AvatarSection';
import { BasicsSection } from './BasicsSection';
import { CompletionPanel } from './CompletionPanel';
import { EntryListSection } from './EntryListSection';
import { linkStyle, pageColumn, pageHeading } from './profileStyles';
import { ResumeSection } from './ResumeSection';
import { SkillsSection } from './SkillsSection';
import { useProfileI18n } from './useProfileI18n';

/** /careers/profile: completion, photo, about, skills, experience, education, resume (spec §1, §3, §4, §5). */
export function ProfilePage() {
  const { t } = useProfileI18n();
  const details = useProfileDetails();
  const profile = details.data;
  return (
    <div css={pageColumn} aria-busy={details.isLoading || undefined}>
      <h1 tabIndex={-1} css={pageHeading}>{t('profile.heading')}</h1>
      {details.error && !profile ? (
        <StateScreen state="error" onRetry={() => void details.mutate()} />
      ) : !profile ? (
        <StateScreen state="loading" />
      ) : (
        <>
          <CompletionPanel />
          <ResumeSection />
          <AvatarSection profile={profile} />
          <BasicsSection profile={profile} />
          <SkillsSection profile={profile} />
          <EntryListSection kind="experience" profile={profile} />
          <EntryListSection kind="education" profile={profile} />
          <p css={{ margin: 0 }}><a href="/careers/export-resume" css={linkStyle}>{t('profile.exportLink')}</a></p>
        </>
      )}
    </div>
  );
}
