import { useSearchI18n } from '../../i18n/useSearchI18n';
import './appliedMessages';

/** In place of Apply once the candidate has an active application here (issue 13): its status and where to follow it. */
export function AppliedNote({ status }: { status: string }) {
  const { t } = useSearchI18n();
  return (
    <p data-testid="you-applied" css={(theme) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontWeight: 500, color: theme.colors.text })}>
      <span>{t('details.youApplied')}</span>
      <span css={(theme) => ({ padding: '2px 10px', borderRadius: 999, border: `1px solid ${theme.colors.info}`, color: theme.colors.info, fontSize: 14 })}>
        {t('details.applicationStatus', { status })}
      </span>
      <a href="/careers/applications" css={(theme) => ({ color: theme.colors.link, fontWeight: 400 })}>
        {t('details.followApplication')}
      </a>
    </p>
  );
}
