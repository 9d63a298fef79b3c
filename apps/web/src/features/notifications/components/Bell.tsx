import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CENTRE_PATH } from '../paths';
import { useNotificationsEnabled, useUnreadCounts } from '../queries';

/** The badge's text: nothing at zero, 99+ above 99. */
export const badgeText = (count: number) =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);

/** The home page's bell: the unread count, opening the centre. Only for a signed-in real account. */
export function Bell() {
  const { t } = useTranslation();
  const enabled = useNotificationsEnabled();
  const { data } = useUnreadCounts();
  if (!enabled) return null;
  const text = badgeText(data?.total ?? 0);
  return (
    <Link
      to={CENTRE_PATH}
      className="chip inbox-bell"
      data-testid="notifications-bell"
      aria-label={
        text === null
          ? t('notifications.title')
          : t('notifications.bellUnread', { count: data?.total ?? 0 })
      }
    >
      <Badge content={text} data-testid="notifications-badge">
        <BellOutline fontSize={18} />
      </Badge>
    </Link>
  );
}
