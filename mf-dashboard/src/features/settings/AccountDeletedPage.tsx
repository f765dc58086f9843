import { useI18n } from '@careers/shared/i18n';
import { buttonStyles } from '@careers/shared/ui';
import './accountDeletedMessages';
import { notice, pageColumn, pageHeading, section } from './settingsStyles';

/**
 * /careers/account-deleted (public): where "Delete my account" ends. The session is gone by then, so
 * the page needs nothing from the server; it says the deletion happened and what the company kept.
 */
export function AccountDeletedPage() {
  const { t } = useI18n();
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('accountDeleted.heading')}
      </h1>
      <section css={section} aria-labelledby="account-deleted-kept">
        <p>{t('accountDeleted.done')}</p>
        <h2 id="account-deleted-kept">{t('accountDeleted.keptHeading')}</h2>
        <p css={notice}>{t('accountDeleted.kept')}</p>
        <div>
          <a href="/careers" css={(theme) => buttonStyles(theme, 'secondary')}>
            {t('accountDeleted.search')}
          </a>
        </div>
      </section>
    </div>
  );
}
