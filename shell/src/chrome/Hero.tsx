import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { themeAssetUrl } from '@careers/shared/theme';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useShellI18n } from '../i18n/useShellI18n';

// A landmark of its own, so no content sits outside one (axe "region"); the section draws nothing itself.
const Region = styled.section(({ theme }) => ({
  // At 320 CSS px (a 1280 px screen at 400 % zoom) the decoration gives its room to the content.
  [theme.mq.accessibilityZoom]: { display: 'none' },
}));

const Img = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  // Its room is there before the picture arrives, at every width (issue 27: on desktop the page under it
  // moved down 280 px once the picture came): the hero strip's shape (the demo's 1200 × 360), at most 280
  // px high; a picture of another shape is cropped to it, as it already was beyond 280 px.
  aspectRatio: '10 / 3',
  // The theme's hero height (280 by default); the server draws the same theme, so the room never changes.
  maxHeight: theme.sections.pcsx_hero_image.height,
  objectFit: 'cover',
  // On a phone the picture is a strip: the first job must show without scrolling (issue 14 #19).
  [theme.mq.phone]: { height: 72 },
}));

/** The company's hero image, on the pages its config lists. */
export function Hero({ pageId }: { pageId: string }) {
  const { t } = useShellI18n();
  const { configs } = useSnapshot(sessionStore);
  const hero = configs?.pcsxConfig.branding.heroImage;
  const themed = useTheme().sections.pcsx_hero_image.image;
  if (!hero || !hero.pages.includes(pageId)) return null;
  return (
    <Region aria-label={t('shell.hero.label')}>
      {/* A published theme's picture replaces the config's, on the pages the config lists. */}
      <Img src={themed ? themeAssetUrl(themed) : hero.url} alt={hero.alt} />
    </Region>
  );
}
