import { withTracking } from '@careers/shared/location';
import type { ApplyForm } from '@careers/shared/contracts';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { AppLink } from '../../ui/AppLink';
import { link } from '../../ui/styles';

export interface ApplyPositionLineProps {
  position: ApplyForm['position'];
  /** /careers/apply/private: the position is unlisted, so the link goes back to its private page. */
  isPrivate: boolean;
  navigate: (url: string) => void;
}

/** Under the apply page's heading: where the position is, and the way back to its job page. */
export function ApplyPositionLine({ position, isPrivate, navigate }: ApplyPositionLineProps) {
  const { t } = useFormsI18n();
  // Back to the job keeps the visit's tracking parameters (issue 14 #4).
  const jobHref = withTracking(isPrivate ? `/careers/job/private?pid=${position.id}` : `/careers/job/${position.id}`);
  return (
    <p css={(theme) => ({ margin: `0 0 ${theme.spacing.md}px`, color: theme.colors.textMuted })}>
      {position.location}
      {' · '}
      <AppLink href={jobHref} go={navigate} css={link}>
        {t('formsPage.apply.backToJob')}
      </AppLink>
    </p>
  );
}
