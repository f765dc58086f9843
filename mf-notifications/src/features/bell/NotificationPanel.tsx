import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { trapFocus } from '@careers/shared/a11y';
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
  onSelectTab: (tab: NotificationTab) => void;
  onClose: () => void;
  onOpenNotification: (notification: CareersNotification, markClicked: (id: string) => Promise<unknown>) => void;
}

/** The list of notifications: a dropdown on desktop, a full-screen dialog on phone and tablet. */
export function NotificationPanel({ id, domain, tab, showTabs, fullScreen, onSelectTab, onClose, onOpenNotification }: NotificationPanelProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const { notifications, isLoading, markClicked } = useNotificationList(domain, showTabs ? tab : 'all', true);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (fullScreen) trapFocus(event, ref.current);
  };

  const titleId = `${id}-title`;
  return (
    <div css={fullScreen ? fullScreenStyle : dropdown} id={id} ref={ref} role="dialog" aria-modal={fullScreen || undefined} aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div css={panelHeader}>
        <h2 id={titleId}>{t('bell.title')}</h2>
        <button css={closeButton} type="button" aria-label={t('bell.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
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
    </div>
  );
}
