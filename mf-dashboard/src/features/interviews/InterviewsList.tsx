import type { Interview } from '@careers/shared/contracts';
import { useDashboardList } from '../../data/useDashboard';
import { ListState } from '../dashboard/ListState';
import { actions, card, cardTitle, linkButton, muted, plainList, sectionHeading, tag } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { useSectionLabel } from '../dashboard/useSectionLabel';

function InterviewCard({ interview }: { interview: Interview }) {
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

/** The candidate's interviews in their time zone: upcoming soonest first, then past ones. */
export function InterviewsList({ limit, upcomingOnly = false, headingLevel = 2, title }: { limit?: number; upcomingOnly?: boolean; headingLevel?: 2 | 3; title?: string }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('interviews');
  const all = list.data?.data.interviews;
  const shown = all ? (upcomingOnly ? all.filter((i) => i.upcoming) : all) : undefined;
  const items = shown && limit ? shown.slice(0, limit) : shown;
  const zone = all?.[0]?.time_zone;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={useSectionLabel('interviews-list')}>
      <Heading id="interviews-list" css={sectionHeading}>
        {title ?? t('interviews.heading')}
      </Heading>
      {zone && <p css={muted}>{t('interviews.zone', { zone })}</p>}
      <ListState items={items} error={list.error} onRetry={() => void list.mutate()}>
        {(rows) => (
          <ul css={plainList}>
            {rows.map((i) => (
              <InterviewCard key={i.id} interview={i} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
