import { StateScreen } from '@careers/shared/ui';
import { useFormsList } from '../../data/useFormsList';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { navigateWithin } from '@careers/shared/location';
import { AppLink } from '../../ui/AppLink';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { link, muted, pageColumn, pageHeading, plainList } from '../../ui/styles';
import { FormListItem } from '../center/FormListItem';
import { FormView } from '../form/FormView';

const onboardingHref = (formId: string) => `/careers/onboarding?form_id=${encodeURIComponent(formId)}`;

/**
 * /careers/onboarding (spec §2, protected, footer hidden): the candidate's onboarding forms (kind
 * 'onboarding') with how many are done; each opens here, so the candidate stays in onboarding.
 */
export function OnboardingPage({ formId }: { formId: string | null }) {
  const { t } = useFormsI18n();
  const pageName = t('formsPage.onboarding.heading');
  if (formId) {
    return (
      <div css={pageColumn}>
        <FormView
          key={formId}
          formId={formId}
          pageName={pageName}
          notFoundText={t('formsPage.form.notFound')}
          links={
            <AppLink href="/careers/onboarding" go={(href) => navigateWithin(href)} css={link}>
              {t('formsPage.onboarding.back')}
            </AppLink>
          }
        />
      </div>
    );
  }
  return <OnboardingList pageName={pageName} />;
}

function OnboardingList({ pageName }: { pageName: string }) {
  const { t } = useFormsI18n();
  const list = useFormsList('all');
  useDocumentTitle(pageName);
  const forms = list.data?.forms.filter((entry) => entry.kind === 'onboarding');
  const done = forms?.filter((entry) => entry.status === 'completed').length ?? 0;
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {pageName}
      </h1>
      {list.error ? (
        <StateScreen state="error" onRetry={() => void list.mutate()} />
      ) : !forms ? (
        <StateScreen state="loading" />
      ) : forms.length === 0 ? (
        <StateScreen state="empty" />
      ) : (
        <>
          <p css={{ marginTop: 0 }}>{t('formsPage.onboarding.intro')}</p>
          <p css={(theme) => ({ ...muted(theme), fontSize: theme.typography.size.md })}>
            {t('formsPage.onboarding.progress', { done, total: forms.length })}
          </p>
          <ul css={(theme) => ({ ...plainList, display: 'flex', flexDirection: 'column', gap: theme.spacing.sm })}>
            {forms.map((entry) => (
              <FormListItem key={entry.id} entry={entry} href={onboardingHref(entry.id)} go={(href) => navigateWithin(href)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
