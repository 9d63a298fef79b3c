import { List } from 'antd-mobile';
import {
  BellOutline,
  FileOutline,
  QuestionCircleOutline,
  ShopbagOutline,
  TeamOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isMerchant, useSession } from '../../../state/session';
import { C2C_PATHS } from '../../p2p/paths';

/**
 * Peer-to-peer trading on My: the market, the user's orders, for merchants
 * their ads, the notification settings and the help.
 */
export function P2pEntries() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchant = useSession((state) => isMerchant(state.member));
  return (
    <List header={t('p2p.entry.section')} className="settings-list" data-testid="p2p-entries">
      <List.Item
        prefix={<TeamOutline />}
        data-testid="p2p-entry-market"
        onClick={() => navigate(C2C_PATHS.market)}
      >
        {t('p2p.entry.market')}
      </List.Item>
      <List.Item
        prefix={<FileOutline />}
        data-testid="p2p-entry-orders"
        onClick={() => navigate(C2C_PATHS.orders)}
      >
        {t('p2p.entry.orders')}
      </List.Item>
      {merchant && (
        <List.Item
          prefix={<ShopbagOutline />}
          data-testid="p2p-entry-ads"
          onClick={() => navigate(C2C_PATHS.myAds)}
        >
          {t('p2p.entry.ads')}
        </List.Item>
      )}
      <List.Item
        prefix={<BellOutline />}
        data-testid="p2p-entry-notifications"
        onClick={() => navigate(C2C_PATHS.notifications)}
      >
        {t('p2p.notifications.title')}
      </List.Item>
      <List.Item
        prefix={<QuestionCircleOutline />}
        data-testid="p2p-entry-help"
        onClick={() => navigate(C2C_PATHS.help)}
      >
        {t('p2p.help.title')}
      </List.Item>
    </List>
  );
}
