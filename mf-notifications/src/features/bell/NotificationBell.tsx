import { useId, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { visuallyHidden } from '@careers/shared/a11y';
import { mq } from '@careers/shared/theme';
import { useMediaQuery } from '@careers/shared/ui';
import '../../i18n/bellMessages';
import { useBadge, useNotificationStream, useNotificationsBoot } from '../../data/useNotificationsData';
import type { Notification as CareersNotification } from '@careers/shared/contracts';
import { bellStore, closeBell, openBell, selectTab } from '../../state/bellStore';
import { BellButton } from './BellButton';
import { NotificationPanel } from './NotificationPanel';
import { redirectWithQuery } from './redirectWithQuery';
import { useBellDismissal } from './useBellDismissal';

export interface NotificationBellProps {
  /** Origin of the careers site: notification links point there. */
  careersOrigin: string;
  navigate: (url: string) => void;
}

/** The notification bell (spec §2, §4 Notifications): badge, panel, tabs, optimistic clicks. */
export function NotificationBell({ careersOrigin, navigate }: NotificationBellProps) {
  const { t } = useI18n();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { open, tab } = useSnapshot(bellStore);
  const { boot } = useNotificationsBoot();
  const enabled = Boolean(boot?.isLoggedIn && boot.enableCandidateInappNotifications);
  const domain = boot?.groupId ?? '';
  // Live where the browser and the way to the server allow it (issue 33); the badge polls whenever it is not. The
  // stream's counts reach the badge through a ref: the badge needs to know first whether the stream is live.
  const showCount = useRef<(count: number) => void>(() => {});
  const stream = useNotificationStream(domain, enabled, careersOrigin, (next) => showCount.current(next));
  const { count, show, markAllViewed } = useBadge(domain, enabled, stream.live);
  showCount.current = show;
  const newest = stream.arrivals[0];
  // Desktop gets the dropdown; phone and tablet get the full-screen panel (spec §2 Notifications). Where the
  // browser cannot say, the dropdown: the bell is drawn by the browser only, so that is jsdom.
  const desktop = useMediaQuery(mq.desktopUp, true);

  const close = () => {
    closeBell();
    buttonRef.current?.focus();
  };

  useBellDismissal({ open, desktop, wrapperRef, close });

  if (!enabled) return null;

  const toggle = () => {
    if (open) return close();
    openBell();
    void markAllViewed();
  };

  const openNotification = async (notification: CareersNotification, markClicked: (id: string) => Promise<unknown>) => {
    const target = redirectWithQuery(notification.redirectUrl, location.search, careersOrigin, location.origin);
    const marking = markClicked(notification.id);
    // Leaving for another site unloads this page: let the click be recorded first.
    if (/^https?:/.test(target)) await marking;
    closeBell();
    navigate(target);
  };

  return (
    <div css={{ position: 'relative', display: 'inline-block' }} ref={wrapperRef}>
      <BellButton ref={buttonRef} count={count} expanded={open} controls={panelId} onClick={toggle} />
      <span css={visuallyHidden} role="status" aria-live="polite">
        {newest ? t('bell.arrived', { message: newest.message }) : count > 0 ? t('bell.announce', { count }) : ''}
      </span>
      {open && (
        <NotificationPanel
          id={panelId}
          domain={domain}
          tab={tab}
          showTabs={Boolean(boot?.hasActionRequiredNotificationsConfigured)}
          fullScreen={!desktop}
          arrivals={stream.arrivals}
          onSelectTab={selectTab}
          onClose={close}
          onOpenNotification={(n, mark) => void openNotification(n, mark)}
        />
      )}
    </div>
  );
}
