import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { OrderList } from '../components/order/OrderFeed';
import { TradeDemoNotice } from '../components/TradeNotices';
import { C2C_PATHS } from '../paths';
import '../../account/account.css';
import '../trade.css';
import '../appeal.css';

/**
 * `/c2c/receivingBuy`: a merchant's incoming orders, those on their ads
 * still open, each marked when it waits for them (a buyer's payment to
 * check and release, or their own payment on a buy ad).
 */
export default function ReceivingScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-receiving">
      <PageHeader
        title={t('p2p.order.receivingTitle')}
        right={
          <Link to={C2C_PATHS.merchantOrders} className="header-link">
            {t('p2p.order.allMerchant')}
          </Link>
        }
      />
      <div className="p2p-body">
        {demo ? (
          <TradeDemoNotice />
        ) : (
          <>
            <p className="muted small p2p-intro">{t('p2p.order.receivingIntro')}</p>
            <OrderList scope="open" side="advertiser" />
          </>
        )}
      </div>
    </div>
  );
}
