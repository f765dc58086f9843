import { StateScreen } from '@careers/shared/ui';
import { useProfileAnalysis } from '../../data/useProfile';
import { muted, profileAccent, section, sectionHeading } from './profileStyles';
import { useProfileI18n } from './useProfileI18n';

/** Completion from profile_analysis: the percentage, and each missing part with why it matters for matching. */
export function CompletionPanel() {
  const { t } = useProfileI18n();
  const analysis = useProfileAnalysis();
  const data = analysis.data;
  return (
    <section css={section} aria-labelledby="profile-completion">
      <h2 id="profile-completion" css={sectionHeading}>
        {data ? t('profile.completion.heading', { percent: data.completion }) : t('profile.completion.label')}
      </h2>
      {analysis.error && !data ? (
        <StateScreen state="error" onRetry={() => void analysis.mutate()} />
      ) : !data ? (
        <StateScreen state="loading" />
      ) : (
        <>
          <div role="progressbar" aria-label={t('profile.completion.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={data.completion}
            css={(theme) => ({ height: 8, borderRadius: 4, background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, overflow: 'hidden', marginBottom: 12 })}>
            <div css={(theme) => ({ width: `${data.completion}%`, height: '100%', background: profileAccent(theme) })} />
          </div>
          {data.missing.length === 0 ? (
            <p css={{ margin: 0 }}>{t('profile.completion.complete')}</p>
          ) : (
            <>
              <h3 css={{ fontSize: 16, margin: '0 0 8px' }}>{t('profile.completion.missing')}</h3>
              <ul css={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 6 }}>
                {data.missing.map((item) => (
                  <li key={item.section}>
                    <a href={`#profile-${item.section}`} css={(theme) => ({ color: theme.colors.link, fontWeight: 600 })}>{item.label}</a>
                    <span css={muted}>: {item.why}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
