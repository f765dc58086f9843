import { useI18n } from '@careers/shared/i18n';
import { Button } from '@careers/shared/ui';
import { errorBox } from './assistantPanelStyles';

/** A question that got no answer: says so (with the server's reason when it gave one) and offers to ask again. */
export function ChatFailure({ error, onRetry }: { error: string; onRetry(): void }) {
  const { t } = useI18n();
  return (
    <div css={errorBox} role="alert">
      <p>{error ? `${t('assistant.error')} ${error}` : t('assistant.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('assistant.retry')}
      </Button>
    </div>
  );
}
