import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { gutterStyles } from '@careers/shared/theme';
import { useShellI18n } from '../i18n/useShellI18n';
import { sessionStore } from '@careers/shared/state';

const Strip = styled.section(({ theme }) => ({
  // The theme's banner header section.
  background: theme.sections.banner_header.backgroundColour,
  color: theme.sections.banner_header.textColour,
  paddingBlock: 10,
  // The text lines up with the page content (spec §9 gutters 40 / 24 / 16 / 8 px).
  ...gutterStyles,
  textAlign: 'center',
  // On a phone it takes as little height as it can (issue 14 #19).
  [theme.mq.phone]: { paddingBlock: 6, fontSize: theme.typography.size.sm, lineHeight: 1.4 },
}));

/**
 * The instance banner shown during an implementation phase (boot `banner.displayBanner`). Its text is the company's,
 * in the company's language: it takes its direction from itself (`dir="auto"`), not the page's.
 */
export function Banner() {
  const { t } = useShellI18n();
  const { banner } = useSnapshot(sessionStore);
  if (!banner.displayBanner || !banner.displayText) return null;
  return (
    <Strip aria-label={t('shell.banner.label')}>
      <span dir="auto">{banner.displayText}</span>
    </Strip>
  );
}
