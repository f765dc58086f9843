import { useI18n } from '@careers/shared/i18n';
import { visuallyHidden } from '@careers/shared/a11y';
import { useFormatDate } from '@careers/shared/ui';
import { item, meta, tag } from './bellStyles';
import type { Notification as CareersNotification } from '@careers/shared/contracts';

/** One notification; unclicked ones are highlighted and say so to screen readers. */
export function NotificationItem({ notification, onOpen }: { notification: CareersNotification; onOpen: () => void }) {
  const { t } = useI18n();
  const { date: formatDate } = useFormatDate();
  const unread = !notification.isClicked;
  return (
    <li>
      <button type="button" css={(theme) => item(theme, unread)} onClick={onOpen} data-clicked={notification.isClicked}>
        <span css={meta}>
          <strong>{notification.categoryTitle}</strong>
          {notification.notificationType === 'action_required' && <span css={tag}>{t('bell.actionRequired')}</span>}
          {unread && <span css={visuallyHidden}>{t('bell.unread')}</span>}
        </span>
        {/* A message written before its language was known (or naming an English job title first) reads in its own direction. */}
        <span dir="auto">{notification.message}</span>
        <span css={meta}>
          <time dateTime={notification.createdAt}>{formatDate(notification.createdAt)}</time>
        </span>
      </button>
    </li>
  );
}
