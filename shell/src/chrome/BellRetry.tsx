import styled from '@emotion/styled';
import { useShellI18n } from '../i18n/useShellI18n';

const Retry = styled.button`
  width: 40px;
  height: 40px;
  border: 1px dashed ${({ theme }) => theme.colors.controlBorder};
  border-radius: 50%;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  cursor: pointer;
`;

/** The bell's fallback: the navbar has no room for a notice, so a small retry button stands in. */
export function BellRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useShellI18n();
  return (
    <Retry type="button" aria-label={t('shell.bell.retry')} title={t('shell.bell.retry')} onClick={onRetry}>
      <span aria-hidden="true">↻</span>
    </Retry>
  );
}
