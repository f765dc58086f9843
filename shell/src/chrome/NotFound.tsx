import { followLink } from './followLink';
import { useShellI18n } from '../i18n/useShellI18n';
import { PageHeading } from '@careers/shared/mf';

/** A /careers path that matches no route. */
export function NotFound() {
  const { t } = useShellI18n();
  return (
    <section>
      <PageHeading>{t('shell.notFound.title')}</PageHeading>
      <p>{t('shell.notFound.text')}</p>
      <a href="/careers/search" onClick={followLink}>
        {t('shell.notFound.link')}
      </a>
    </section>
  );
}
