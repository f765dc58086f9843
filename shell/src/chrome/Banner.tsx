import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { gutterStyles } from '@careers/shared/theme';
import { useShellI18n } from '../i18n/useShellI18n';
import { sessionStore } from '@careers/shared/state';

const Strip = styled.section(({ theme }) => ({
  background: theme.colors.secondaryHover,
  color: theme.colors.text,
  paddingBlock: 10,
  // The text lines up with the page content (spec §9 gutters 40 / 24 / 16 / 8 px).
  ...gutterStyles,
  textAlign: 'center',
  // On a phone it takes as little height as it can (issue 14 #19).
  [theme.mq.phone]: { paddingBlock: 6, fontSize: theme.typography.size.sm, lineHeight: 1.4 },
}));

/** The instance banner shown during an implementation phase (boot `banner.displayBanner`). */
export function Banner() {
  const { t } = useShellI18n();
  const { banner } = useSnapshot(sessionStore);
  if (!banner.displayBanner || !banner.displayText) return null;
  // The company's own text, in its own language: <bdi> sets its direction by its letters, so an English banner on a
  // Hebrew page keeps its full stop at its end (the he walk's screenshot showed '.every week').
  return (
    <Strip aria-label={t('shell.banner.label')}>
      <bdi>{banner.displayText}</bdi>
    </Strip>
  );
}
