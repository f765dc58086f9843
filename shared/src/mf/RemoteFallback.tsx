import styled from '@emotion/styled';
import { useI18n } from '@careers/shared/i18n';

const Box = styled.div`
  border: 1px solid #d0d5dd;
  border-radius: 8px;
  padding: 24px;
  margin: 24px 0;
  background: #fff;
  color: #1d2939;
  font: 16px/1.5 system-ui, sans-serif;
`;

const RetryButton = styled.button`
  margin-top: 12px;
  min-height: 40px;
  padding: 8px 20px;
  border-radius: 6px;
  border: 1px solid #1849a9;
  background: #1849a9;
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #84adff;
    outline-offset: 2px;
  }
`;

export interface RemoteFallbackProps {
  remoteName: string;
  onRetry: () => void;
}

/** The visible, retryable stand-in for a remote that failed to load, mount or render. */
export function RemoteFallback({ remoteName, onRetry }: RemoteFallbackProps) {
  const { t } = useI18n();
  return (
    <Box role="alert" data-remote-fallback={remoteName}>
      <strong>{t('shared.remote.failed')}</strong>
      <div>{t('shared.remote.failedHelp')}</div>
      <RetryButton type="button" onClick={onRetry}>
        {t('shared.remote.retry')}
      </RetryButton>
    </Box>
  );
}
