import { useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { shellStore } from '../state/shellStore';
import { useShellI18n } from '../i18n/useShellI18n';
import { pageTitle } from './pageTitle';
import { refusalTitle } from './refusalTitle';

/**
 * Keeps the page's error-first title (refusalTitle) while `refusal` is on screen, null once it is gone. The
 * server drew the page with that title; the shell writes the route's plain title when it starts
 * (bootstrap.tsx), which said 'Log in | …' above a refusal still shown. Written again after routing events,
 * as the shell writes its own on them; the plain title comes back when the refusal goes.
 */
export function useRefusalTitle(refusal: string | null): void {
  const company = useSnapshot(sessionStore).configs?.company.name ?? '';
  const { t } = useShellI18n();
  useEffect(() => {
    if (!refusal) return;
    const title = refusalTitle(refusal, shellStore.route, company, t);
    const apply = () => {
      document.title = title;
    };
    apply();
    window.addEventListener('single-spa:routing-event', apply);
    return () => {
      window.removeEventListener('single-spa:routing-event', apply);
      // Only our own title goes back to the plain one: a route change has written its own already.
      if (document.title === title) document.title = pageTitle(shellStore.route, company, t);
    };
  }, [refusal, company, t]);
}
