import type { ReactNode } from 'react';
import { useDashboardList } from '../../data/useDashboard';
import { plainList } from '@careers/shared/ui';
import { card, sectionHeading, textLink } from './dashboardStyles';
import { useDashboardI18n } from './useDashboardI18n';

/**
 * A new account's first dashboard (issue 24): the next steps that apply to this candidate, decided by the
 * server from current data (onboarding forms still open, no resume, no job alert). Shown only while the
 * candidate has nothing on the dashboard yet; nothing while it loads or if it fails (the lists say that).
 */
export function FirstRunSteps() {
  const { t } = useDashboardI18n();
  const { data } = useDashboardList('nextSteps');
  const steps = data?.data;
  if (!steps?.first_run) return null;
  const items: Array<{ key: string; link: ReactNode }> = [];
  const step = (key: string, href: string, text: string) =>
    items.push({ key, link: <a href={href} css={textLink}>{text}</a> });
  if (steps.onboarding_forms > 0) {
    step('onboarding', '/careers/onboarding', t('firstRun.onboarding', { count: steps.onboarding_forms }));
  }
  if (steps.needs_resume) step('resume', '/careers/profile', t('firstRun.resume'));
  step('search', '/careers/search', t('firstRun.search'));
  if (steps.needs_job_alert) step('alert', '/careers/search', t('firstRun.alert'));
  return (
    <section aria-labelledby="first-run" css={(theme) => ({ ...card(theme), marginBottom: theme.spacing.md })} data-testid="first-run">
      <h2 id="first-run" css={(theme) => ({ ...sectionHeading(theme), marginTop: 0 })}>
        {t('firstRun.heading')}
      </h2>
      <p css={{ margin: 0 }}>{t('firstRun.intro')}</p>
      <ol css={(theme) => ({ ...plainList(theme), listStyle: 'decimal', paddingInlineStart: theme.spacing.lg })}>
        {items.map((item) => (
          <li key={item.key}>{item.link}</li>
        ))}
      </ol>
    </section>
  );
}
