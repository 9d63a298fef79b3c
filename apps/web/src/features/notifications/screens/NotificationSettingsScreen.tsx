import {
  OPTIONAL_NOTIFICATION_CATEGORIES,
  type CategoryChoice,
  type NotificationPreferences,
  type NotificationSettingsView,
  type OptionalNotificationCategory,
} from '@exchange/contracts';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { CategoryIcon } from '../components/CategoryIcon';
import { useSavePreferences } from '../mutations';
import { useNotificationPreferences, useNotificationsEnabled } from '../queries';
import '../notifications.css';

const preferencesOf = (view: NotificationSettingsView): NotificationPreferences => ({
  email: view.email,
  sms: view.sms,
  categories: view.categories,
});

/**
 * `/notifications/settings`: which notifications the user gets and how.
 * The master e-mail and SMS switches need a bound address or phone (a
 * link to bind one otherwise); per category: shown at all, and also by
 * e-mail or SMS, which go out only with the master switch on. Security
 * notices are shown switched on and cannot be changed. Each change is
 * saved at once (the switches wait for it); a refusal shows what the
 * server holds. Not for the demo account.
 */
export default function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const enabled = useNotificationsEnabled();
  const query = useNotificationPreferences();
  const save = useSavePreferences();
  // While a change is on its way it shows as made, and nothing else can change.
  const view =
    query.data && save.isPending && save.variables
      ? { ...query.data, ...save.variables }
      : query.data;
  const busy = save.isPending;

  const change = (next: Partial<NotificationPreferences>) => {
    if (view) save.mutate({ ...preferencesOf(view), ...next });
  };
  const changeCategory = (
    category: OptionalNotificationCategory,
    next: Partial<CategoryChoice>,
  ) => {
    if (view)
      change({
        categories: { ...view.categories, [category]: { ...view.categories[category], ...next } },
      });
  };

  return (
    <div className="screen notification-settings-screen" data-testid="screen-notification-settings">
      <PageHeader title={t('notifications.settingsTitle')} />
      {!enabled && (
        <p className="notice" data-testid="notifications-demo">
          {t('notifications.demo')}
        </p>
      )}
      {enabled && (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        >
          {view && (
            <>
              <List header={t('notifications.channels')} className="settings-list">
                <List.Item
                  description={
                    view.emailTo ?? (
                      <Link to="/bindVerify?type=email" data-testid="notifications-bind-email">
                        {t('notifications.bindEmail')}
                      </Link>
                    )
                  }
                  extra={
                    <Switch
                      checked={view.email}
                      disabled={busy || (view.emailTo === null && !view.email)}
                      data-testid="notifications-email"
                      onChange={(email) => change({ email })}
                    />
                  }
                >
                  {t('notifications.email')}
                </List.Item>
                <List.Item
                  description={
                    view.phoneTo ?? (
                      <Link to="/bindVerify?type=phone" data-testid="notifications-bind-phone">
                        {t('notifications.bindPhone')}
                      </Link>
                    )
                  }
                  extra={
                    <Switch
                      checked={view.sms}
                      disabled={busy || (view.phoneTo === null && !view.sms)}
                      data-testid="notifications-sms"
                      onChange={(sms) => change({ sms })}
                    />
                  }
                >
                  {t('notifications.sms')}
                </List.Item>
              </List>
              <p className="muted small inbox-hint">{t('notifications.channelsHint')}</p>
              <List
                header={t('notifications.categories')}
                className="settings-list inbox-categories"
              >
                {OPTIONAL_NOTIFICATION_CATEGORIES.map((category) => {
                  const choice = view.categories[category];
                  return (
                    <List.Item
                      key={category}
                      prefix={<CategoryIcon category={category} />}
                      description={
                        <span className="inbox-category-about">
                          {t(`notifications.about.${category}`)}
                        </span>
                      }
                      data-testid={`notifications-category-${category}`}
                    >
                      <div className="inbox-category-head">
                        <span>{t(`notifications.category.${category}`)}</span>
                        <Switch
                          checked={choice.on}
                          disabled={busy}
                          data-testid={`notifications-${category}-on`}
                          onChange={(on) => changeCategory(category, { on })}
                        />
                      </div>
                      {choice.on && category === 'chat' && (
                        <p className="muted small">{t('notifications.inAppOnly')}</p>
                      )}
                      {choice.on && category !== 'chat' && (
                        <div className="inbox-channels">
                          <label>
                            <Switch
                              checked={choice.email}
                              disabled={busy}
                              data-testid={`notifications-${category}-email`}
                              onChange={(email) => changeCategory(category, { email })}
                            />
                            <span className={view.email ? '' : 'muted'}>
                              {t('notifications.email')}
                            </span>
                          </label>
                          <label>
                            <Switch
                              checked={choice.sms}
                              disabled={busy}
                              data-testid={`notifications-${category}-sms`}
                              onChange={(sms) => changeCategory(category, { sms })}
                            />
                            <span className={view.sms ? '' : 'muted'}>
                              {t('notifications.sms')}
                            </span>
                          </label>
                        </div>
                      )}
                    </List.Item>
                  );
                })}
                <List.Item
                  prefix={<CategoryIcon category="security" />}
                  description={
                    <span className="inbox-category-about">
                      {t('notifications.about.security')}
                    </span>
                  }
                  data-testid="notifications-category-security"
                >
                  <div className="inbox-category-head">
                    <span>{t('notifications.category.security')}</span>
                    <Switch checked disabled data-testid="notifications-security-on" />
                  </div>
                  <p className="muted small">{t('notifications.securityLocked')}</p>
                </List.Item>
              </List>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
