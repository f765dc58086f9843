import { useEffect, useId, useState } from 'react';
import { StateScreen } from '@careers/shared/ui';
import type { FormTab, FormTabId } from '@careers/shared/contracts';
import { useFormsList } from '../../data/useFormsList';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { navigateWithin } from '@careers/shared/location';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { muted, pageColumn, pageHeading, plainList } from '../../ui/styles';
import { FormListItem } from './FormListItem';
import { FormTabs } from './FormTabs';

/**
 * /careers/forms/center (spec §2, §7 forms_list): the candidate's forms by status, in tabs with
 * counts. The tab is in the address (tab_id), so Back and a reload keep it.
 */
export function FormsCenterPage({ tab }: { tab: FormTabId }) {
  const { t } = useFormsI18n();
  const idPrefix = `forms-tab-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const panelId = `${idPrefix}-panel`;
  const list = useFormsList(tab);
  // The tab list stays while another tab's forms load.
  const [tabs, setTabs] = useState<FormTab[] | null>(null);
  useEffect(() => {
    if (list.data?.tabs) setTabs(list.data.tabs);
  }, [list.data]);
  useDocumentTitle(t('formsPage.center.heading'));

  const select = (id: FormTabId) => navigateWithin(id === 'all' ? '/careers/forms/center' : `/careers/forms/center?tab_id=${id}`, { replace: true });
  const forms = list.data?.forms;

  const panel = list.error ? (
    <StateScreen state="error" onRetry={() => void list.mutate()} />
  ) : !forms ? (
    <StateScreen state="loading" />
  ) : forms.length === 0 ? (
    <StateScreen state="empty" />
  ) : (
    <ul css={(theme) => ({ ...plainList, display: 'flex', flexDirection: 'column', gap: theme.spacing.sm })}>
      {forms.map((entry) => (
        <FormListItem key={entry.id} entry={entry} href={entry.url} go={(href) => navigateWithin(href)} />
      ))}
    </ul>
  );

  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('formsPage.center.heading')}
      </h1>
      <p css={(theme) => ({ ...muted(theme), marginTop: 0 })}>{t('formsPage.center.intro')}</p>
      {tabs && <FormTabs tabs={tabs} selected={tab} onSelect={select} panelId={panelId} idPrefix={idPrefix} />}
      <div
        id={panelId}
        role={tabs ? 'tabpanel' : undefined}
        aria-labelledby={tabs ? `${idPrefix}-${tab}` : undefined}
        aria-busy={list.isLoading || undefined}
      >
        {panel}
      </div>
    </div>
  );
}
