import { useId, useState } from 'react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { Button, Modal, StateScreen, useFormat } from '@careers/shared/ui';
import { useThemeVersions } from '../../data/useThemeBuilder';
import type { ThemeActions } from './useThemeActions';
import { buttonRow, fieldError, muted, panel } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

/** The product's published versions, newest first: who and when, an override's reason, and Restore (confirmed). */
export function HistoryPanel({ product, actions }: { product: ThemeDocument['product']; actions: ThemeActions }) {
  const { t } = useThemeBuilderI18n();
  const { dateTime } = useFormat();
  const headingId = useId();
  const versions = useThemeVersions(product);
  const [restoring, setRestoring] = useState<number | null>(null);
  const list = versions.data?.versions;
  const failed = actions.failure?.action === 'restore' ? actions.failure.message : '';
  return (
    <section css={panel} aria-labelledby={headingId} aria-busy={versions.isLoading || undefined}>
      <h2 id={headingId}>{t('themeBuilder.history.heading')}</h2>
      {versions.error && !list ? (
        <StateScreen state="error" onRetry={() => void versions.mutate()} />
      ) : !list ? (
        <StateScreen state="loading" />
      ) : list.length === 0 ? (
        <StateScreen state="empty" message={t('themeBuilder.history.empty')} />
      ) : (
        <ol css={{ margin: 0, paddingInlineStart: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}>
          {list.map((version, index) => (
            <li key={version.version} css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <strong>
                {t('themeBuilder.history.version', { version: version.version })}
                {index === 0 && ` · ${t('themeBuilder.history.live')}`}
              </strong>
              <span css={muted}>{t('themeBuilder.history.by', { when: dateTime(version.publishedAt), who: version.publishedBy })}</span>
              {version.restoredFrom !== null && <span css={muted}>{t('themeBuilder.history.restoredFrom', { version: version.restoredFrom })}</span>}
              {version.override && <span>{t('themeBuilder.history.override', { count: version.override.failures, reason: version.override.reason })}</span>}
              {index > 0 && (
                <Button variant="secondary" css={{ alignSelf: 'flex-start' }} disabled={actions.busy !== null} onClick={() => setRestoring(version.version)}>
                  {t('themeBuilder.history.restore', { version: version.version })}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {failed && (
        <p role="alert" css={fieldError}>
          {failed}
        </p>
      )}
      <Modal
        open={restoring !== null}
        title={t('themeBuilder.history.restore', { version: restoring ?? '' })}
        onClose={() => setRestoring(null)}
        footer={
          <div css={buttonRow}>
            <Button
              onClick={() => {
                const version = restoring;
                setRestoring(null);
                if (version !== null) void actions.restore(version);
              }}
            >
              {t('themeBuilder.history.restoreYes')}
            </Button>
            <Button variant="secondary" onClick={() => setRestoring(null)}>
              {t('themeBuilder.cancel')}
            </Button>
          </div>
        }
      >
        <p>{t('themeBuilder.history.restoreConfirm', { version: restoring ?? '' })}</p>
      </Modal>
    </section>
  );
}
