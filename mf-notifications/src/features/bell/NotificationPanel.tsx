import { useEffect, useRef } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { PanelFrame } from '@careers/shared/ui';
import { useNotificationList } from '../../data/useNotificationsData';
import type { Notification as CareersNotification } from '@careers/shared/contracts';
import type { NotificationTab } from '../../data/types';
import { NotificationItem } from './NotificationItem';
import { NotificationTabs, tabId } from './NotificationTabs';
import { closeButton, dropdown, fullScreen as fullScreenStyle, note, panelBody, panelHeader } from './bellStyles';

export interface NotificationPanelProps {
  id: string;
  domain: string;
  tab: NotificationTab;
  showTabs: boolean;
  fullScreen: boolean;
  /** Notifications that arrived live since the bell mounted, newest first: shown on top at once. */
  arrivals?: readonly CareersNotification[];
  onSelectTab: (tab: NotificationTab) => void;
  onClose: () => void;
  onOpenNotification: (notification: CareersNotification, markClicked: (id: string) => Promise<unknown>) => void;
}

/** The list of notifications: a dropdown on desktop, a full-screen dialog on phone and tablet. */
export function NotificationPanel({ id, domain, tab, showTabs, fullScreen, arrivals, onSelectTab, onClose, onOpenNotification }: NotificationPanelProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const { notifications, isLoading, markClicked } = useNotificationList(domain, showTabs ? tab : 'all', true, arrivals);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    // headerCss/closeCss: the bell keeps its own, lighter title bar and × (no rule under it, no 44px box), as before.
    <PanelFrame
      ref={ref}
      id={id}
      title={t('bell.title')}
      closeLabel={t('bell.close')}
      onClose={onClose}
      modal={fullScreen}
      focusable
      frameCss={fullScreen ? fullScreenStyle : dropdown}
      headerCss={panelHeader}
      closeCss={closeButton}
    >
      {showTabs && <NotificationTabs panelId={id} selected={tab} onSelect={onSelectTab} />}
      <div css={panelBody} id={`${id}-list`} role={showTabs ? 'tabpanel' : undefined} aria-labelledby={showTabs ? tabId(id, tab) : undefined}>
        {isLoading ? (
          <p css={note} role="status">
            {t('bell.loading')}
          </p>
        ) : notifications.length === 0 ? (
          <p css={note}>{t('bell.empty')}</p>
        ) : (
          <ul>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={() => onOpenNotification(notification, markClicked)} />
            ))}
          </ul>
        )}
      </div>
    </PanelFrame>
  );
}
