import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { navigateWithin } from '@careers/shared/location';
import { AppLink } from '../../ui/AppLink';
import { link, pageColumn } from '../../ui/styles';
import { FormView } from './FormView';

/** The public form /careers/forms opens without an id: the navbar's 'Join our talent network'. */
const PUBLIC_FORM_ID = 'talent-network';

export interface FormPageProps {
  formId: string | null;
  navigate: (url: string) => void;
}

/**
 * /careers/forms?form_id=… (spec §2, public route): one form. Candidates come here from the forms
 * center; visitors from the navbar to the talent-network form, which is public on the server.
 */
export function FormPage({ formId, navigate }: FormPageProps) {
  const { t } = useFormsI18n();
  const { user } = useSnapshot(sessionStore);
  const links = user.isLoggedIn ? (
    <AppLink href="/careers/forms/center" go={(href) => navigateWithin(href)} css={link}>
      {t('formsPage.form.backToCenter')}
    </AppLink>
  ) : (
    <AppLink href="/careers/search" go={navigate} css={link}>
      {t('formsPage.form.searchJobs')}
    </AppLink>
  );
  return (
    <div css={pageColumn}>
      <FormView
        key={formId ?? PUBLIC_FORM_ID}
        formId={formId ?? PUBLIC_FORM_ID}
        pageName={t('formsPage.form.heading')}
        notFoundText={formId ? t('formsPage.form.notFound') : t('formsPage.form.none')}
        links={links}
      />
    </div>
  );
}
