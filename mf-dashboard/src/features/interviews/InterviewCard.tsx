import type { Interview } from '@careers/shared/contracts';
import { actions, card, cardTitle, linkButton, tag } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';

/** One interview: position, kind, time in the candidate's zone, place, and the join and calendar links (join while it is ahead). */
export function InterviewCard({ interview }: { interview: Interview }) {
  const { t } = useDashboardI18n();
  const position = interview.position.name;
  const webLink = interview.link && /^(https?:|tel:)/i.test(interview.link) ? interview.link : null;
  return (
    <li css={card} data-testid="interview">
      <h3 css={cardTitle}>{position}</h3>
      <span css={(theme) => tag(theme, interview.upcoming ? 'info' : 'muted')}>{interview.kind}</span>
      <p css={{ margin: 0 }}>
        <time dateTime={interview.scheduled_at}>{interview.local_time}</time>
      </p>
      {interview.location && <p css={{ margin: 0 }}>{t('interviews.place', { place: interview.location })}</p>}
      <div css={actions}>
        {webLink && interview.upcoming && (
          <a href={webLink} target="_blank" rel="noopener noreferrer" css={(theme) => linkButton(theme)} aria-label={t('interviews.joinLabel', { kind: interview.kind, position })}>
            {t('interviews.join')}
          </a>
        )}
        <a href={interview.ics_url} download css={(theme) => linkButton(theme, 'secondary')} aria-label={t('interviews.icsLabel', { kind: interview.kind, position })}>
          {t('interviews.ics')}
        </a>
      </div>
    </li>
  );
}
