import type { P2pOrder } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { OrderFacts } from '../components/order/OrderFacts';
import { ReleaseForm } from '../components/order/ReleaseForm';
import { TradeDemoNotice } from '../components/TradeNotices';
import { actionsOf } from '../orderStatus';
import { C2C_PATHS, idParam, orderPath } from '../paths';
import { useOrderWithDecimals } from '../queries';
import '../../account/account.css';
import '../../funding/funding.css';
import '../../funding/funding-detail.css';
import '../trade.css';

/** Nothing to release here: the order is not the caller's to release, or not now. */
function NothingToRelease({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="notice p2p-refusal" data-testid="release-nothing">
      <p>{t(orderId === null ? 'p2p.order.notFound' : 'p2p.order.release.notNow')}</p>
      <Link
        to={orderId === null ? C2C_PATHS.orders : orderPath(orderId)}
        replace
        className="payment-link"
      >
        {t(orderId === null ? 'p2p.order.backToList' : 'p2p.order.release.toOrder')}
      </Link>
    </div>
  );
}

function ReleaseStep({
  order,
  coinDecimals,
  fiatDecimals,
}: {
  order: P2pOrder;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
}) {
  const navigate = useNavigate();
  // Polled while open: a buyer's cancel or an operator's decision ends the step.
  if (!actionsOf(order).release) return <NothingToRelease orderId={order.id} />;
  return (
    <>
      <OrderFacts order={order} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />
      <ReleaseForm
        order={order}
        coinDecimals={coinDecimals}
        fiatDecimals={fiatDecimals}
        onReleased={() => navigate(orderPath(order.id), { replace: true })}
      />
    </>
  );
}

function ReleaseLoader({ id }: { id: number }) {
  const { order, isPending, coinDecimals, fiatDecimals } = useOrderWithDecimals(id);
  return (
    <QueryState isPending={isPending} error={order.error} onRetry={() => void order.refetch()}>
      {order.data && (
        <ReleaseStep order={order.data} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />
      )}
    </QueryState>
  );
}

/**
 * `/withdraw/c2cSecurityVerification?orderId=`: the seller's security step
 * before coins leave escrow for the buyer. The order's sums, the check that
 * the money came from the buyer's verified name, and the fund password; on
 * release, back to the order, which then shows the finished trade.
 */
export default function ReleaseScreen() {
  const { t } = useTranslation();
  const id = idParam(useSearchParams()[0].get('orderId') ?? undefined);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <TradeDemoNotice />;
  else if (id === null) body = <NothingToRelease orderId={null} />;
  else body = <ReleaseLoader id={id} />;
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-release">
      <PageHeader title={t('p2p.order.release.title')} />
      <div className="p2p-body">{body}</div>
    </div>
  );
}
