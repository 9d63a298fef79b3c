import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { orderIdParam } from '../../earn/paths';
import { MiningDemoNotice, WaitingNotice } from '../components/MiningNotices';
import { MiningOrderFacts } from '../components/MiningOrderFacts';
import { MiningOrderSuccess, MiningOrderSummary } from '../components/MiningOrderSummary';
import { MiningPayoutList } from '../components/MiningPayouts';
import { RenewAction } from '../components/RenewAction';
import { MINING_PATHS } from '../paths';
import { useMiningOrder } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline" data-testid="mining-order-not-found">
      <p>{t('mining.order.notFound')}</p>
      <Link to={MINING_PATHS.orders} replace className="lending-link">
        {t('mining.order.back')}
      </Link>
    </div>
  );
}

function OrderLoader({ id, isNew }: { id: string; isNew: boolean }) {
  const order = useMiningOrder(id);
  const data = order.data;
  return (
    <QueryState
      isPending={order.isPending}
      error={order.error}
      onRetry={() => void order.refetch()}
    >
      {data && (
        <div className="lending-body" data-testid="mining-order-view">
          {isNew && <MiningOrderSuccess order={data} />}
          <MiningOrderSummary order={data} />
          {data.waiting !== null && <WaitingNotice waiting={data.waiting} />}
          <RenewAction order={data} />
          <MiningOrderFacts order={data} />
          <MiningPayoutList payouts={data.payouts} />
        </div>
      )}
    </QueryState>
  );
}

/** `/financial/mining/order/:id` (`?new=1` right after buying): one machine order, its payouts and renewal. */
export default function MiningOrderScreen() {
  const { t } = useTranslation();
  const id = orderIdParam(useParams().id);
  const [params] = useSearchParams();
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) {
    body = (
      <div className="lending-body">
        <MiningDemoNotice />
      </div>
    );
  } else if (id === null) body = <NotFound />;
  else body = <OrderLoader id={id} isNew={params.get('new') === '1'} />;
  return (
    <div className="screen lending-screen" data-testid="screen-mining-order">
      <PageHeader
        title={t('mining.order.title')}
        right={
          <Link to={MINING_PATHS.orders} className="lending-header-link">
            {t('mining.orders.short')}
          </Link>
        }
      />
      {body}
    </div>
  );
}
