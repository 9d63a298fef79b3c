import { LOCALE_NATIVE_NAMES } from '@exchange/contracts';
import { Badge, List, Switch } from 'antd-mobile';
import {
  UserAddOutline,
  AddSquareOutline,
  BellOutline,
  AppOutline,
  ClockCircleOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SoundOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { safeExternalUrl } from '../../../lib/externalUrl';
import { useSession } from '../../../state/session';
import { useLocale, useSettings } from '../../../state/settings';
import { DemoCard } from '../../demo/components/DemoCard';
import { useClientConfig, useSelectedCurrency } from '../../settings/queries';
import { ALERTS_PATH } from '../../alerts/paths';
import { badgeText } from '../../notifications/components/Bell';
import { CENTRE_PATH } from '../../notifications/paths';
import { useUnreadCounts } from '../../notifications/queries';
import { AccountCard } from '../components/AccountCard';
import { LendingEntries } from '../components/LendingEntries';
import { P2pEntries } from '../components/P2pEntries';
import { RecoveryReminder } from '../components/RecoveryReminder';
import { LogoutButton, SecurityEntries } from '../components/SecurityEntries';

export default function UserCenterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const currency = useSelectedCurrency();
  const theme = useSettings((state) => state.theme);
  const setTheme = useSettings((state) => state.setTheme);
  const { data: config } = useClientConfig();
  const unread = useUnreadCounts();
  const signedIn = useSession((state) => state.token !== null);
  const demo = useSession((state) => state.demo);
  const supportUrl = safeExternalUrl(config?.customerServiceUrl);
  const openSupport = () => {
    if (supportUrl) window.open(supportUrl, '_blank', 'noopener,noreferrer');
    else navigate('/customerService');
  };
  return (
    <div className="screen me-screen" data-testid="screen-me">
      <h1 className="screen-title">{t('me.title')}</h1>
      <AccountCard />
      {/* A demo account has no recovery of its own to set up. */}
      {signedIn && !demo && <RecoveryReminder />}
      {signedIn && <DemoCard />}
      {/* The demo account is told nothing: the server refuses its notifications. */}
      {signedIn && !demo && (
        <List className="settings-list">
          <List.Item
            prefix={<BellOutline />}
            extra={
              badgeText(unread.data?.total ?? 0) && (
                <Badge
                  content={badgeText(unread.data?.total ?? 0)}
                  data-testid="me-notifications-count"
                />
              )
            }
            data-testid="me-entry-notifications"
            onClick={() => navigate(CENTRE_PATH)}
          >
            {t('notifications.title')}
          </List.Item>
          <List.Item
            prefix={<ClockCircleOutline />}
            data-testid="me-entry-alerts"
            onClick={() => navigate(ALERTS_PATH)}
          >
            {t('alerts.entry')}
          </List.Item>
        </List>
      )}
      {/* A demo account has no security settings of its own: the server refuses them. */}
      {signedIn && !demo && <SecurityEntries />}
      {/* Peer-to-peer trading is the real account's: the server refuses a demo session. */}
      {signedIn && !demo && <P2pEntries />}
      {/* Savings and loans move the real account's coins: the server refuses a demo session. */}
      {signedIn && !demo && <LendingEntries />}
      {/* Referral rebates are the real account's: the server refuses a demo session. */}
      {signedIn && !demo && (
        <List className="settings-list" data-testid="promote-entries">
          <List.Item
            prefix={<UserAddOutline />}
            data-testid="me-entry-promote"
            onClick={() => navigate('/promote')}
          >
            {t('promote.title')}
          </List.Item>
        </List>
      )}
      <List header={t('me.settings')} className="settings-list">
        <List.Item
          prefix={<GlobalOutline />}
          extra={LOCALE_NATIVE_NAMES[locale]}
          onClick={() => navigate('/language')}
        >
          {t('me.language')}
        </List.Item>
        <List.Item
          prefix={<PayCircleOutline />}
          extra={`${currency.name} (${currency.currency_symbol})`}
          onClick={() => navigate('/exchangeRate')}
        >
          {t('me.currency')}
        </List.Item>
        <List.Item
          prefix={<span className="theme-dot" aria-hidden="true" />}
          extra={
            <Switch
              data-testid="theme-switch"
              checked={theme === 'dark'}
              onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
            />
          }
        >
          {t('me.darkTheme')}
        </List.Item>
      </List>
      <List className="settings-list">
        <List.Item prefix={<QuestionCircleOutline />} onClick={() => navigate('/helpCenter')}>
          {t('me.helpCenter')}
        </List.Item>
        <List.Item prefix={<UnorderedListOutline />} onClick={() => navigate('/CommonProblem')}>
          {t('me.faq')}
        </List.Item>
        <List.Item prefix={<SoundOutline />} onClick={() => navigate('/announce')}>
          {t('me.announcements')}
        </List.Item>
        <List.Item prefix={<MessageOutline />} onClick={openSupport}>
          {t('me.support')}
        </List.Item>
        <List.Item prefix={<FileOutline />} onClick={() => navigate('/TermsOfService')}>
          {t('me.terms')}
        </List.Item>
        <List.Item
          prefix={<InformationCircleOutline />}
          onClick={() => navigate('/TermsOfService?slug=about')}
        >
          {t('me.about')}
        </List.Item>
        <List.Item prefix={<AddSquareOutline />} onClick={() => navigate('/download')}>
          {t('me.download')}
        </List.Item>
        <List.Item prefix={<AppOutline />} extra={config?.version ?? '--'}>
          {t('me.version')}
        </List.Item>
      </List>
      {signedIn && <LogoutButton />}
    </div>
  );
}
