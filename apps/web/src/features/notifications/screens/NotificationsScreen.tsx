import {
  NOTIFICATION_CATEGORIES,
  type Notification,
  type NotificationCategory,
} from '@exchange/contracts';
import { Badge, Button, CapsuleTabs, List, Switch } from 'antd-mobile';
import { BellOutline, ClockCircleOutline, SetOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { formatAgo } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { useNow } from '../../promote/useNow';
import { ALERTS_PATH } from '../../alerts/paths';
import { badgeText } from '../components/Bell';
import { CategoryIcon } from '../components/CategoryIcon';
import { useMarkRead } from '../mutations';
import { SETTINGS_PATH } from '../paths';
import { useNotificationPages, useNotificationsEnabled, useUnreadCounts } from '../queries';
import '../notifications.css';

const ALL = 'all';

/**
 * `/notifications`: the centre. Tabs per category with their unread
 * counts, "unread only", newest first, older ones a page at a time
 * ("More"); tapping one marks it read and opens what it is about. New ones
 * arrive live on top (`live.ts`).
 */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [category, setCategory] = useState<NotificationCategory | null>(null);
  const [unread, setUnread] = useState(false);
  const pages = useNotificationPages({ category, unread });
  const counts = useUnreadCounts();
  const markRead = useMarkRead();
  const enabled = useNotificationsEnabled();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadHere =
    category === null ? (counts.data?.total ?? 0) : (counts.data?.byCategory[category] ?? 0);
  const now = useNow();

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    // Only a path inside the app: never another origin.
    if (item.link?.startsWith('/') && !item.link.startsWith('//')) navigate(item.link);
  };

  return (
    <div className="screen notifications-screen" data-testid="screen-notifications">
      <PageHeader
        title={t('notifications.title')}
        right={
          <span className="header-actions">
            <span
              role="button"
              tabIndex={0}
              className="header-icon"
              aria-label={t('alerts.title')}
              data-testid="notifications-alerts"
              onClick={() => navigate(ALERTS_PATH)}
              onKeyDown={(e) => e.key === 'Enter' && navigate(ALERTS_PATH)}
            >
              <ClockCircleOutline fontSize={20} />
            </span>
            <span
              role="button"
              tabIndex={0}
              className="header-icon"
              aria-label={t('notifications.settings')}
              data-testid="notifications-settings"
              onClick={() => navigate(SETTINGS_PATH)}
              onKeyDown={(e) => e.key === 'Enter' && navigate(SETTINGS_PATH)}
            >
              <SetOutline fontSize={20} />
            </span>
          </span>
        }
      />
      {!enabled && (
        <p className="notice" data-testid="notifications-demo">
          {t('notifications.demo')}
        </p>
      )}
      {enabled && (
        <>
          <CapsuleTabs
            activeKey={category ?? ALL}
            onChange={(key) => setCategory(key === ALL ? null : (key as NotificationCategory))}
            className="inbox-tabs"
          >
            {[ALL, ...NOTIFICATION_CATEGORIES].map((key) => {
              const count =
                key === ALL
                  ? counts.data?.total
                  : counts.data?.byCategory[key as NotificationCategory];
              return (
                <CapsuleTabs.Tab
                  key={key}
                  title={
                    <Badge content={badgeText(count ?? 0)}>
                      <span className="inbox-tab-label" data-testid={`notifications-tab-${key}`}>
                        {t(`notifications.category.${key as NotificationCategory | 'all'}`)}
                      </span>
                    </Badge>
                  }
                />
              );
            })}
          </CapsuleTabs>
          <div className="inbox-toolbar">
            <label className="inbox-unread-toggle">
              <Switch
                checked={unread}
                onChange={setUnread}
                data-testid="notifications-unread-only"
              />
              <span>{t('notifications.unreadOnly')}</span>
            </label>
            <Button
              size="small"
              fill="none"
              color="primary"
              disabled={unreadHere === 0 || markRead.isPending}
              data-testid="notifications-read-all"
              onClick={() => markRead.mutate({ all: true, category })}
            >
              {t('notifications.markAllRead')}
            </Button>
          </div>
          <QueryState
            isPending={pages.isPending}
            error={pages.error}
            onRetry={() => void pages.refetch()}
          >
            {items.length === 0 && (
              <div className="state-block inbox-empty" data-testid="notifications-empty">
                <BellOutline fontSize={40} />
                <p className="muted">
                  {unread ? t('notifications.emptyUnread') : t('notifications.empty')}
                </p>
              </div>
            )}
            <List className="inbox-list" data-testid="notifications-list">
              {items.map((item) => (
                <List.Item
                  key={item.id}
                  prefix={<CategoryIcon category={item.category} />}
                  className={item.read ? 'inbox-read' : 'inbox-unread'}
                  data-testid="notification-row"
                  data-read={item.read}
                  arrow={item.link !== null}
                  onClick={() => open(item)}
                  description={
                    <>
                      <span className="inbox-body">{item.body}</span>
                      <span className="inbox-time">{formatAgo(item.createdAt, now, locale)}</span>
                    </>
                  }
                >
                  <span className="inbox-title">
                    {!item.read && (
                      <span className="inbox-dot" aria-label={t('notifications.unread')} />
                    )}
                    {item.title}
                  </span>
                </List.Item>
              ))}
            </List>
            {pages.hasNextPage && (
              <div className="state-block">
                <Button
                  size="small"
                  fill="outline"
                  loading={pages.isFetchingNextPage}
                  data-testid="notifications-more"
                  onClick={() => void pages.fetchNextPage()}
                >
                  {t('common.more')}
                </Button>
              </div>
            )}
          </QueryState>
        </>
      )}
    </div>
  );
}
