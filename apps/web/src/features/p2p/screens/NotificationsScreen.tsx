import type { NotificationSettings } from '@exchange/contracts';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../app/notify';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { SETTINGS_PATH } from '../../notifications/paths';
import { TradeDemoNotice } from '../components/TradeNotices';
import { useSaveNotifications } from '../mutations';
import { useNotificationSettings } from '../queries';
import '../../account/account.css';
import '../trade.css';
import '../people.css';

type Switchable = keyof NotificationSettings;

/** What each switch is about, and how it reaches the user. */
const WHAT: readonly Switchable[] = ['order', 'appeal', 'chat'];
const HOW: readonly Switchable[] = ['email', 'sms'];

function Settings({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotifications();
  // While a change is on its way, it shows as made; a refusal puts the saved one back.
  const shown = save.isPending && save.variables ? save.variables : settings;
  const toggle = async (key: Switchable, on: boolean) => {
    try {
      await save.mutateAsync({ ...shown, [key]: on });
      notify.info(t('p2p.notifications.saved'));
    } catch {
      // Shown by the API client; the switch shows the saved setting again.
    }
  };
  const item = (key: Switchable) => (
    <List.Item
      key={key}
      description={t(`p2p.notifications.hint.${key}`)}
      extra={
        <Switch
          checked={shown[key]}
          disabled={save.isPending}
          onChange={(on) => void toggle(key, on)}
          aria-label={t(`p2p.notifications.${key}`)}
          data-testid={`notify-${key}`}
        />
      }
    >
      {t(`p2p.notifications.${key}`)}
    </List.Item>
  );
  return (
    <>
      <List header={t('p2p.notifications.what')} className="settings-list">
        {WHAT.map(item)}
      </List>
      <List header={t('p2p.notifications.how')} className="settings-list">
        {HOW.map(item)}
      </List>
      <p className="muted small p2p-intro" data-testid="notify-note">
        {t('p2p.notifications.note')}
      </p>
      <p className="p2p-intro">
        <Link to={SETTINGS_PATH} data-testid="notify-all-settings">
          {t('notifications.allSettings')}
        </Link>
      </p>
    </>
  );
}

function SettingsLoader() {
  const settings = useNotificationSettings();
  return (
    <QueryState
      isPending={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
    >
      {settings.data && <Settings settings={settings.data} />}
    </QueryState>
  );
}

/**
 * `/c2c/notifications`: which P2P events the user is told of (orders,
 * appeals, chat messages), and whether order and appeal events also go by
 * email and SMS to the bound address and number. Chat stays in the app.
 */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-notifications">
      <PageHeader title={t('p2p.notifications.title')} />
      <div className="p2p-body">{demo ? <TradeDemoNotice /> : <SettingsLoader />}</div>
    </div>
  );
}
