import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { OrderFeed } from '../components/order/OrderFeed';
import { TradeDemoNotice } from '../components/TradeNotices';
import { C2C_PATHS } from '../paths';
import '../../account/account.css';
import '../trade.css';
import '../appeal.css';

/**
 * `/c2c/orderList`: a merchant's orders on their own ads, in progress or
 * finished (those they placed on others' ads are in the user's order list).
 */
export default function MerchantOrdersScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-merchant-orders">
      <PageHeader
        title={t('p2p.order.merchantTitle')}
        right={
          <Link to={C2C_PATHS.myAds} className="header-link">
            {t('p2p.ad.myTitle')}
          </Link>
        }
      />
      <div className="p2p-body">
        {demo ? (
          <TradeDemoNotice />
        ) : (
          <>
            <p className="muted small p2p-intro">{t('p2p.order.merchantIntro')}</p>
            <OrderFeed side="advertiser" />
          </>
        )}
      </div>
    </div>
  );
}
