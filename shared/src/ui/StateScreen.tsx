import { useI18n } from '@careers/shared/i18n';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { themeOf } from './themeOf';

export interface StateScreenProps {
  state: 'loading' | 'error' | 'empty';
  /** Replaces the spec's default text for the error or empty state. */
  message?: string;
  /** Shows a 'Try again' button on the error state. */
  onRetry?: () => void;
}

/** The loading, error and empty states every view shows (spec §8 "State screens"). */
export function StateScreen({ state, message, onRetry }: StateScreenProps) {
  const { t } = useI18n();
  return (
    <div
      data-state={state}
      css={(theme) => {
        const { spacing, colors } = themeOf(theme);
        return {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: spacing.md,
          padding: `${spacing.xl}px ${spacing.md}px`,
          color: colors.textMuted,
          textAlign: 'center',
        };
      }}
    >
      {state === 'loading' && <Spinner />}
      {state === 'empty' && <p css={{ margin: 0 }}>{message ?? t('shared.state.empty')}</p>}
      {state === 'error' && (
        <>
          <p role="alert" css={{ margin: 0 }}>
            {message ?? t('shared.state.error')}
          </p>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('shared.state.retry')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
