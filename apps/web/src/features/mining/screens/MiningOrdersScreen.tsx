import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { PagedList, PagedTabs } from '../../lending/components/PagedTabs';
import { MiningDemoNotice } from '../components/MiningNotices';
import { MiningOrderRow } from '../components/MiningOrderRow';
import { MINING_PATHS } from '../paths';
import { useMiningOrders, type OrderScope } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

function OrderList({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation();
  const orders = useMiningOrders(scope);
  return (
    <PagedList
      query={orders}
      emptyTitle={t('mining.orders.empty')}
      emptyExtra={
        <Link to={MINING_PATHS.home} className="lending-link">
          {t('mining.orders.browse')}
        </Link>
      }
      testIds={{ list: 'mining-orders', empty: 'mining-orders-empty', more: 'mining-orders-more' }}
      row={(order) => <MiningOrderRow key={order.id} order={order} />}
    />
  );
}

/** `/financial/mining/orders`: the caller's machine orders in custody or returned, ten a page. */
export default function MiningOrdersScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-mining-orders">
      <PageHeader
        title={t('mining.orders.title')}
        right={
          <Link to={MINING_PATHS.custody} className="lending-header-link">
            {t('mining.custody.short')}
          </Link>
        }
      />
      <div className="lending-body">
        {demo ? (
          <MiningDemoNotice />
        ) : (
          <PagedTabs<OrderScope>
            items={[
              { key: 'open', label: t('mining.orders.open') },
              { key: 'closed', label: t('mining.orders.closed') },
            ]}
            initial="open"
            testIdPrefix="mining-orders-tab"
          >
            {(scope) => <OrderList scope={scope} />}
          </PagedTabs>
        )}
      </div>
    </div>
  );
}
