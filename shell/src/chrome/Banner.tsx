import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { useShellI18n } from '../i18n/useShellI18n';
import { sessionStore } from '@careers/shared/state';

const Strip = styled.section`
  background: ${({ theme }) => theme.colors.secondaryHover};
  color: ${({ theme }) => theme.colors.text};
  padding: 10px 16px;
  text-align: center;
`;

/** The instance banner shown during an implementation phase (boot `banner.displayBanner`). */
export function Banner() {
  const { t } = useShellI18n();
  const { banner } = useSnapshot(sessionStore);
  if (!banner.displayBanner || !banner.displayText) return null;
  return <Strip aria-label={t('shell.banner.label')}>{banner.displayText}</Strip>;
}
