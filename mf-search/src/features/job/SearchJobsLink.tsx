import { isPlainClick, navigateWithin } from '@careers/shared/location';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { linkButton } from '../../ui/styles';

/** The job page's way back to the search: a real link (it works before scripts), followed within the page after. */
export function SearchJobsLink() {
  const { t } = useSearchI18n();
  return (
    <a
      href="/careers/search"
      css={linkButton}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigateWithin('/careers/search');
      }}
    >
      {t('job.search')}
    </a>
  );
}
