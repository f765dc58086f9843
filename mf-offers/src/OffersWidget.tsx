import { useEffect, useState } from 'react';
import { followCareersLanguage } from '@careers/shared/i18n';
import { useTransport } from '@careers/shared/transport';
import { StateScreen, buttonStyles } from '@careers/shared/ui';
import type { NotificationsBootData } from '@careers/shared/contracts';
import { useOffersI18n } from './i18n/useOffersI18n';
import { MemoryNavigation } from './navigation/OffersNavigation';
import { offersHref } from './navigation/offersPage';
import { OffersPages } from './OffersPages';
import { startWidgetSession } from './state/widgetSession';

type Who = { state: 'loading' } | { state: 'error' } | { state: 'loggedOut' } | { state: 'in'; domain: string };

/**
 * The offers pages inside another site's page. There is no boot data there, so the widget asks the
 * careers site who is here with the one such call readable cross-origin (the widgets' boot call,
 * GET /api/pcsx/notifications_boot_data, with the visitor's cookie; /api/pcsx/session is not
 * embeddable, so the profile stays on the careers site) and fills the session store from it: the
 * company (`domain`) for the offers calls and links. Without a profile the signing form accepts any
 * non-blank name and the server checks it against the candidate's (spec §5). A visitor who is not
 * logged in gets a link to log in on the careers site.
 */
export function OffersWidget({ careersOrigin }: { careersOrigin: string }) {
  const { t } = useOffersI18n();
  const transport = useTransport();
  const [who, setWho] = useState<Who>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    transport
      .get<NotificationsBootData>('/api/pcsx/notifications_boot_data')
      .then(({ groupId, isLoggedIn, language }) => {
        if (!live) return;
        startWidgetSession({ groupId, isLoggedIn });
        // In the language the careers site shows this visitor (their saved one), not only their browser's.
        void followCareersLanguage(language);
        setWho(isLoggedIn ? { state: 'in', domain: groupId } : { state: 'loggedOut' });
      })
      .catch(() => live && setWho({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [transport, attempt]);

  if (who.state === 'loading') return <StateScreen state="loading" />;
  if (who.state === 'error') return <StateScreen state="error" onRetry={() => setAttempt((n) => n + 1)} />;
  if (who.state === 'loggedOut') {
    return (
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.md })}>
        <p css={{ margin: 0 }}>{t('offers.widget.loggedOut')}</p>
        <a href={`${careersOrigin}${offersHref({ name: 'list' }, null)}`} css={(theme) => buttonStyles(theme, 'primary')}>
          {t('offers.widget.logIn')}
        </a>
      </div>
    );
  }
  return (
    <MemoryNavigation initial={offersHref({ name: 'list' }, who.domain)}>
      <OffersPages />
    </MemoryNavigation>
  );
}
