import { useFormsI18n } from '../../i18n/useFormsI18n';
import { AppLink } from '../../ui/AppLink';
import { link } from '../../ui/styles';

/** 'Search jobs': where the apply page sends a visitor who has no form to fill in (no position, an unknown or closed one). */
export function SearchJobsLink({ navigate }: { navigate: (url: string) => void }) {
  const { t } = useFormsI18n();
  return (
    <AppLink href="/careers/search" go={navigate} css={link}>
      {t('formsPage.apply.searchJobs')}
    </AppLink>
  );
}
