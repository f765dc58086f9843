import type { Ref } from 'react';
import { Button, notReadyStyle, scriptOnly, useFormatDate, useNotReady } from '@careers/shared/ui';
import type { DashboardDraft } from '@careers/shared/contracts';
import { actions, card, cardTitle, linkButton, muted, tag } from './dashboardStyles';
import { useDashboardI18n } from './useDashboardI18n';

export interface DraftCardProps {
  draft: DashboardDraft;
  deleteRef: Ref<HTMLButtonElement>;
  onDelete(): void;
}

/** One draft application on the dashboard: an open position's continues on the apply page; any can be deleted. */
export function DraftCard({ draft: d, deleteRef, onDelete }: DraftCardProps) {
  const { t } = useDashboardI18n();
  const { date: formatDate } = useFormatDate();
  const notReady = useNotReady(t('dashboard.notReady'));
  return (
    <li css={card} data-testid="draft">
      <p css={cardTitle}>{d.position.name}</p>
      <p css={muted}>
        {d.position.location} · {t('drafts.savedOn', { date: formatDate(d.updated_at) })}
      </p>
      {!d.continue_url && <span css={(theme) => tag(theme, 'muted')}>{t('drafts.closedNote')}</span>}
      <div css={actions}>
        {d.continue_url && (
          <a href={d.continue_url} css={(theme) => linkButton(theme)} aria-label={t('drafts.continueLabel', { position: d.position.name })}>
            {t('drafts.continue')}
          </a>
        )}
        <Button
          ref={deleteRef}
          variant="secondary"
          css={[notReadyStyle, scriptOnly]}
          aria-label={t('drafts.deleteLabel', { position: d.position.name })}
          {...notReady}
          onClick={onDelete}
        >
          {t('drafts.delete')}
        </Button>
      </div>
    </li>
  );
}
