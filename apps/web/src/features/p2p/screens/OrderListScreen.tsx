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

/** `/c2c/orders`: every user's P2P orders, in progress and finished. */
export default function OrderListScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-orders">
      <PageHeader
        title={t('p2p.order.listTitle')}
        right={
          <Link to={C2C_PATHS.market} className="header-link">
            {t('p2p.entry.market')}
          </Link>
        }
      />
      <div className="p2p-body">{demo ? <TradeDemoNotice /> : <OrderFeed />}</div>
    </div>
  );
}
