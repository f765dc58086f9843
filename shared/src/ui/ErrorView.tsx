import { useI18n } from '@careers/shared/i18n';
import { Button } from './Button';
import { focusNearestHeading } from './focusNearestHeading';
import { stateBox } from './stateBox';

export interface ErrorViewProps {
  /** Replaces the spec's 'An error occurred while retrieving data'. */
  message?: string;
  /** Shows a button under the text (a retry, or another way forward). */
  onRetry?: () => void;
  /** Replaces the button's 'Try again' (e.g. 'Reset search' where retrying would fail the same way). */
  retryLabel?: string;
  /**
   * False where the failure was already announced once (by its error toast, spec §8): the text is then not an
   * alert, so it is not heard twice. True by default.
   */
  alert?: boolean;
}

/**
 * An error in place of a view, with one way forward. The button goes away with the error once it is pressed, so it
 * first hands the keyboard to the nearest heading (the list's, a dialog's, the page's) instead of dropping it to
 * <body> (trial: the job cart's and the search results' Try again).
 */
export function ErrorView({ message, onRetry, retryLabel, alert = true }: ErrorViewProps) {
  const { t } = useI18n();
  return (
    <div data-state="error" css={stateBox}>
      <p role={alert ? 'alert' : undefined} css={{ margin: 0 }}>
        {message ?? t('shared.state.error')}
      </p>
      {onRetry && (
        <Button
          variant="secondary"
          onClick={(event) => {
            focusNearestHeading(event.currentTarget);
            onRetry();
          }}
        >
          {retryLabel ?? t('shared.state.retry')}
        </Button>
      )}
    </div>
  );
}
