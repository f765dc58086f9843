import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';

const Img = styled.img`
  display: block;
  width: 100%;
  max-height: 280px;
  object-fit: cover;
`;

/** The company's hero image, on the pages its config lists. */
export function Hero({ pageId }: { pageId: string }) {
  const { configs } = useSnapshot(sessionStore);
  const hero = configs?.pcsxConfig.branding.heroImage;
  if (!hero || !hero.pages.includes(pageId)) return null;
  return <Img src={hero.url} alt={hero.alt} />;
}
