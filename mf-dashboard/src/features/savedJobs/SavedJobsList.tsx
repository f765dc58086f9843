import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { applyButtonColours, Button, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';
import type { SavedPosition } from '@careers/shared/contracts';
import { unsavePosition } from '../../data/dashboardApi';
import { useDashboardList } from '../../data/useDashboard';
import { actions, card, cardTitle, linkButton, muted, sectionHeading, tag } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { useListView } from '../dashboard/useListView';
import { useSectionLabel } from '../dashboard/useSectionLabel';

/** The candidate's saved jobs: open the job, apply (open positions), unsave (optimistic, restored on failure). */
export function SavedJobsList({ limit, headingLevel = 2, showHeading = true }: { limit?: number; headingLevel?: 2 | 3; showHeading?: boolean }) {
  const { t } = useDashboardI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const list = useDashboardList('savedPositions');
  const notReady = useNotReady(t('dashboard.notReady'));
  const all = list.data?.data.positions;
  const items = all && limit ? all.slice(0, limit) : all;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Each job's name sits one level below the list's heading, or, where the page's h1 names the list (the saved
  // jobs page shows no heading of its own), at the list's level: h1 then h3 broke axe's heading-order.
  const cardLevel = showHeading ? headingLevel + 1 : headingLevel;
  const CardHeading = cardLevel === 2 ? 'h2' : cardLevel === 3 ? 'h3' : 'h4';

  const unsave = async (position: SavedPosition) => {
    const without = (data: typeof list.data) => data && { data: { positions: data.data.positions.filter((p) => p.id !== position.id) } };
    try {
      await list.mutate(
        async (current) => {
          await unsavePosition(transport, domain, position.id);
          return without(current);
        },
        { optimisticData: (current) => without(current) as NonNullable<typeof current>, rollbackOnError: true, revalidate: false },
      );
      showToast({ kind: 'success', message: t('saved.unsaved') });
    } catch {
      showToast({ kind: 'error', message: t('saved.unsaveFailed') });
    }
  };

  const rows = useListView(items, list.error, () => void list.mutate(), (p) => (
    <li key={p.id} css={card} data-testid="saved-job">
      <CardHeading css={cardTitle}>
        <a href={`/careers/job/${p.id}`} css={(theme) => ({ color: theme.colors.text })}>
          {p.name}
        </a>
      </CardHeading>
      <p css={muted}>
        {p.department} · {p.location}
      </p>
      {/* The server's closed rule (archived or past its valid_through): applying would be refused. */}
      {p.is_closed && <span css={(theme) => tag(theme, 'muted')}>{t('saved.closed')}</span>}
      <div css={actions}>
        {!p.is_closed && (
          <a href={`/careers/apply?pid=${p.id}`} css={(theme) => [linkButton(theme), applyButtonColours(theme)]} aria-label={t('saved.applyLabel', { position: p.name })}>
            {t('saved.apply')}
          </a>
        )}
        <Button
          variant="secondary"
          css={[notReadyStyle, scriptOnly]}
          aria-label={t('saved.unsaveLabel', { position: p.name })}
          {...notReady}
          onClick={() => void unsave(p)}
        >
          {t('saved.unsave')}
        </Button>
      </div>
    </li>
  ));
  return (
    <section aria-labelledby={useSectionLabel('saved-jobs')}>
      {showHeading && (
        <Heading id="saved-jobs" css={sectionHeading}>
          {t('saved.heading')}
        </Heading>
      )}
      {rows}
    </section>
  );
}
