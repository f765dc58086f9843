import { useEffect } from 'react';
import styled from '@emotion/styled';
import { gutterStyles } from '@careers/shared/theme';
import { useSnapshot } from 'valtio/react';
import { navigateToUrl } from 'single-spa';
import { shownLocale, textDirection } from '@careers/shared/i18n';
import { useShellI18n } from '../i18n/useShellI18n';
import { loginModalStore, openLoginModal } from '@careers/shared/state';
import { Toaster } from '@careers/shared/ui';
import { shellStore } from '../state/shellStore';
import { Banner } from './Banner';
import { Footer } from './Footer';
import { GlobalStyles } from './GlobalStyles';
import { Hero } from './Hero';
import { LoginModalPart, LoginPagePart, OnboardingGatePart, ProfileBootstrappingPart } from './lazyParts';
import { Navbar } from './Navbar';
import { NotFound } from './NotFound';
import { SlotHost } from './SlotHost';

const SkipLink = styled.a`
  position: absolute;
  /* Off the start side until focused (logical, so a right-to-left page keeps it out of sight too, without a
     sideways scroll: the start side's overflow is never scrollable). */
  inset-inline-start: -9999px;
  &:focus {
    inset-inline-start: 16px;
    top: 8px;
    z-index: 1000;
    background: ${({ theme }) => theme.colors.surface};
    padding: 8px 12px;
  }
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.sections.pcsx_core.contentMaxWidth}px;
  /* A screen's height at least: the footer starts below the fold and stays there while the remote's
     content arrives, instead of showing and then jumping down (issue 27, the largest shift on phones). */
  min-height: 100vh;
  /* The first heading's top margin stays inside: collapsed through <main>, it moved the whole page
     down when the remote's heading arrived. */
  display: flow-root;
  margin: 0 auto;
  /* The spec's gutters (40/24/16/8) around every page the remotes draw. */
  ${gutterStyles}
  outline: none;
`;

export interface ShellLayoutProps {
  /** The element holding the remotes' slots (see SlotHost); none when the server renders the chrome. */
  slots?: HTMLElement;
  onLogout: () => void;
}

/** The page chrome around the remotes, and the shell's own screens for the access rules. */
export function ShellLayout({ slots, onLogout }: ShellLayoutProps) {
  const { t, locale } = useShellI18n();
  const { route, decision, pathname } = useSnapshot(shellStore);
  const { isOpen: loginOpen } = useSnapshot(loginModalStore);

  // `<html lang>` names the language the text is shown in (screen readers pick their voice by it): the
  // session's language when it has messages, else the one the text falls back to; `dir` its direction (issue 30).
  useEffect(() => {
    document.documentElement.lang = shownLocale(locale);
    document.documentElement.dir = textDirection(locale);
  }, [locale]);

  // A protected page opened logged out: ask for login; the page shows once the reload boots it.
  useEffect(() => {
    if (decision === 'login' && !loginModalStore.isOpen) openLoginModal({ reason: 'protectedPage' });
  }, [decision, pathname]);

  const onLoginDismissed = () => {
    if (shellStore.decision === 'login') navigateToUrl('/careers');
  };

  return (
    <>
      <GlobalStyles />
      <SkipLink href="#main-content">{t('shell.skipToContent')}</SkipLink>
      <Navbar pathname={pathname} onLogout={onLogout} />
      <Banner />
      {route && decision === 'show' && <Hero pageId={route.pageId} />}
      <Main id="main-content" tabIndex={-1}>
        {decision === 'bootstrap' && <ProfileBootstrappingPart />}
        {decision === 'onboard' && <OnboardingGatePart />}
        {decision === 'show' && route?.pageId === 'login' && <LoginPagePart onLogout={onLogout} />}
        {!route && <NotFound />}
        <SlotHost element={slots} />
      </Main>
      {route?.showFooter !== false && <Footer />}
      {/* Its chunk is fetched when it opens (a press of Log in waits for it, never lost) or once the page is usable. */}
      {loginOpen && <LoginModalPart pageId={route?.pageId ?? 'jobs'} onDismiss={onLoginDismissed} />}
      <Toaster />
    </>
  );
}
