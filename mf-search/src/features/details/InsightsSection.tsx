import { Spinner } from '@careers/shared/ui';
import type { PositionInsights } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { linkButton, muted, plainList } from '../../ui/styles';
import { isPlainClick, withTracking } from '@careers/shared/location';
import { SpinnerSpace } from '../../ui/SpinnerSpace';
import { useHydrated } from '@careers/shared/ui';

export interface InsightsSectionProps {
  insights: PositionInsights | null;
  isLoading: boolean;
  onOpenPosition: (id: number) => void;
  /** The level of the section's heading: one below the position's name. */
  headingLevel: 2 | 3;
}

/**
 * The insights' loading state. Only the browser asks for insights the page was not drawn with: the server (and the
 * render that hydrates its markup) keeps the loading state's room without showing it, so a page read without scripts
 * has no spinner that never stops. A component of its own: the switch after hydration draws only it again, not
 * insights the server drew (issue 27).
 */
function InsightsLoading() {
  const { t } = useSearchI18n();
  return useHydrated() ? <Spinner label={t('details.insights.loading')} size={24} /> : <SpinnerSpace size={24} />;
}

/** The company's configured insights of a position (positionDetailsConfig.insights.fields), and similar roles. */
export function InsightsSection({ insights, isLoading, onOpenPosition, headingLevel }: InsightsSectionProps) {
  const { t } = useSearchI18n();
  const [Heading, Subheading] = headingLevel === 2 ? (['h2', 'h3'] as const) : (['h3', 'h4'] as const);
  if (isLoading) return <InsightsLoading />;
  const fields = insights?.fields.filter((field) => field.key !== 'similar_roles') ?? [];
  const similar = insights?.similarRoles ?? [];
  if (fields.length === 0 && similar.length === 0) return null;
  return (
    <section aria-label={t('details.insights')}>
      <Heading css={{ margin: '0 0 8px', fontSize: 18 }}>{t('details.insights')}</Heading>
      {fields.length > 0 && (
        // minmax(0, 1fr): the values name the position's place, which may be one word wider than a phone;
        // a plain 1fr column is as wide as its longest word and the page would scroll sideways.
        <dl css={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
          {fields.map((field) => (
            <div key={field.key} css={{ display: 'contents' }}>
              <dt css={muted}>{field.label}</dt>
              <dd css={{ margin: 0 }}>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {similar.length > 0 && (
        <>
          <Subheading css={{ margin: '12px 0 4px', fontSize: 15 }}>{t('details.insights.similar')}</Subheading>
          <ul css={plainList}>
            {similar.map((role) => (
              <li key={role.id}>
                <a
                  href={withTracking(`/careers/job/${role.id}`)}
                  css={linkButton}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpenPosition(role.id);
                  }}
                >
                  {role.name}
                </a>{' '}
                <span css={muted}>{role.location}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
