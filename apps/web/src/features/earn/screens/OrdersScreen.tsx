import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { PagedList, PagedTabs } from '../../lending/components/PagedTabs';
import { CustodyTotals } from '../components/CustodyTotals';
import { EarnDemoNotice } from '../components/EarnNotices';
import { OrderRow } from '../components/OrderRow';
import { EARN_PATHS } from '../paths';
import { useEarnOrders, type OrderScope } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../lending/lending.css';
import '../earn.css';

function OrderList({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation();
  const orders = useEarnOrders(scope);
  return (
    <PagedList
      query={orders}
      emptyTitle={t('earn.orders.empty')}
      emptyExtra={
        <Link to={EARN_PATHS.home} className="lending-link">
          {t('earn.orders.browse')}
        </Link>
      }
      testIds={{ list: 'earn-orders', empty: 'earn-orders-empty', more: 'earn-orders-more' }}
      row={(order) => <OrderRow key={order.id} order={order} />}
    />
  );
}

/** The totals in custody, read with the first page of the open orders (shared with its tab). */
function Custody() {
  const orders = useEarnOrders('open');
  return (
    <QueryState
      isPending={orders.isPending}
      error={orders.error}
      onRetry={() => void orders.refetch()}
    >
      <CustodyTotals custody={orders.data?.pages[0]?.custody ?? []} />
    </QueryState>
  );
}

/** `/financial/orders`: what is in custody per coin, and the orders in custody or ended, ten a page. */
export default function OrdersScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-earn-orders">
      <PageHeader
        title={t('earn.orders.title')}
        right={
          <Link to={EARN_PATHS.home} className="lending-header-link">
            {t('earn.title')}
          </Link>
        }
      />
      {demo ? (
        <div className="lending-body">
          <EarnDemoNotice />
        </div>
      ) : (
        <div className="lending-body">
          <Custody />
          <PagedTabs<OrderScope>
            items={[
              { key: 'open', label: t('earn.orders.open') },
              { key: 'closed', label: t('earn.orders.closed') },
            ]}
            initial="open"
            testIdPrefix="earn-orders-tab"
          >
            {(scope) => <OrderList scope={scope} />}
          </PagedTabs>
        </div>
      )}
    </div>
  );
}
