import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { EarnDemoNotice } from '../components/EarnNotices';
import { OrderActions } from '../components/OrderActions';
import { OrderFacts } from '../components/OrderFacts';
import { OrderSuccess, OrderSummary } from '../components/OrderSummary';
import { PayoutList } from '../components/PayoutList';
import { EARN_PATHS, orderIdParam } from '../paths';
import { useEarnOrder } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../earn.css';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline" data-testid="earn-order-not-found">
      <p>{t('earn.order.notFound')}</p>
      <Link to={EARN_PATHS.orders} replace className="lending-link">
        {t('earn.order.back')}
      </Link>
    </div>
  );
}

function OrderLoader({ id, isNew }: { id: string; isNew: boolean }) {
  const order = useEarnOrder(id);
  const data = order.data;
  return (
    <QueryState
      isPending={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
    >
      {data && (
        <div className="lending-body" data-testid="earn-order-view">
          {isNew && <OrderSuccess order={data} />}
          <OrderSummary order={data} />
          <OrderActions order={data} />
          <OrderFacts order={data} />
          <PayoutList payouts={data.payouts} />
        </div>
      )}
    </QueryState>
  );
}

/** `/financial/order/:id` (`?new=1` right after buying): one order, its figures, actions and payouts. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const id = orderIdParam(useParams().id);
  const [params] = useSearchParams();
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <EarnDemoNotice />;
  else if (id === null) body = <NotFound />;
  else body = <OrderLoader id={id} isNew={params.get('new') === '1'} />;
  return (
    <div className="screen lending-screen" data-testid="screen-earn-order">
      <PageHeader
        title={t('earn.order.title')}
        right={
          <Link to={EARN_PATHS.orders} className="lending-header-link">
            {t('earn.orders.short')}
          </Link>
        }
      />
      {body}
    </div>
  );
}
