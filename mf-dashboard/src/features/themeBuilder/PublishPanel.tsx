import { useId, useState } from 'react';
import type { ContrastFinding, ThemeBuilderState, ThemeDocument } from '@careers/shared/contracts';
import { Button, useFormat } from '@careers/shared/ui';
import type { ThemeActions } from './useThemeActions';
import { checkRow, fieldError, muted, panel } from './themeBuilderStyles';
import { tokenName } from './tokenNames';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

const MIN_REASON = 10;

export interface PublishPanelProps {
  state: ThemeBuilderState;
  document: ThemeDocument;
  unsaved: boolean;
  invalid: boolean;
  findings: readonly ContrastFinding[];
  actions: ThemeActions;
}

/**
 * The pairs that fail WCAG 2.2 AA, and Publish. A theme with failing pairs is published only with the override
 * ticked and a reason of 10 characters or more, which the version records.
 */
export function PublishPanel({ state, document, unsaved, invalid, findings, actions }: PublishPanelProps) {
  const { t } = useThemeBuilderI18n();
  const { number } = useFormat();
  const headingId = useId();
  const reasonId = useId();
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const failures = findings.filter((finding) => !finding.passes);
  const reasonOk = reason.trim().length >= MIN_REASON;
  const blocked = failures.length > 0 && !(override && reasonOk);
  const nothing = !state.draft && !unsaved;
  const failed = actions.failure?.action === 'publish' ? actions.failure.message : '';
  return (
    <section css={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('themeBuilder.publish.heading')}</h2>
      <div role="status">
        {failures.length === 0 ? (
          <p>{t('themeBuilder.contrast.allPass')}</p>
        ) : (
          <>
            <p css={fieldError}>{t('themeBuilder.contrast.failures', { count: failures.length })}</p>
            <ul css={{ margin: 0 }}>
              {failures.map((finding) => (
                <li key={`${finding.fg} ${finding.bg}`}>
                  {t('themeBuilder.contrast.failure', {
                    fg: tokenName(t, finding.fg),
                    bg: tokenName(t, finding.bg),
                    ratio: number(finding.ratio, { maximumFractionDigits: 2 }),
                    minimum: number(finding.minimum, { maximumFractionDigits: 1 }),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {failures.length > 0 && (
        <>
          <p css={muted}>{t('themeBuilder.publish.blocked')}</p>
          <label css={checkRow}>
            <input type="checkbox" checked={override} onChange={(event) => setOverride(event.target.checked)} />
            {t('themeBuilder.override.label')}
          </label>
          {override && (
            <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <label htmlFor={reasonId}>{t('themeBuilder.override.reason')}</label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                value={reason}
                aria-describedby={`${reasonId}-hint`}
                aria-invalid={reason && !reasonOk ? true : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              <span id={`${reasonId}-hint`} css={reason && !reasonOk ? fieldError : muted}>
                {reason && !reasonOk ? t('themeBuilder.override.tooShort') : t('themeBuilder.override.hint')}
              </span>
            </div>
          )}
        </>
      )}
      <Button
        css={{ alignSelf: 'flex-start' }}
        disabled={blocked || invalid || nothing || actions.busy !== null}
        onClick={() => void actions.publish(document, unsaved, failures.length ? reason.trim() : null)}
      >
        {t('themeBuilder.publish.button')}
      </Button>
      {failed && (
        <p role="alert" css={fieldError}>
          {failed}
        </p>
      )}
    </section>
  );
}
