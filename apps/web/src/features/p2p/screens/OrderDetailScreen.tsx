import type { Chat, P2pOrder, P2pOrderDetail } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { AppealSection } from '../components/appeal/AppealSection';
import { CancelAction } from '../components/order/CancelAction';
import { ChatEntry } from '../components/order/ChatEntry';
import { OrderFacts } from '../components/order/OrderFacts';
import { PayAction } from '../components/order/PayAction';
import { Counterpart, PaymentDetails } from '../components/order/PaymentDetails';
import { ReleaseEntry } from '../components/order/ReleaseEntry';
import { ReviewSection } from '../components/order/ReviewSection';
import { StatusBanner } from '../components/order/StatusBanner';
import { TradeDemoNotice } from '../components/TradeNotices';
import { ContactSupport } from '../../support/components/ContactSupport';
import { actionsOf } from '../orderStatus';
import { appealPath, C2C_PATHS, idParam } from '../paths';
import { isOpenOrder, useOrderChat, useOrderWithDecimals } from '../queries';
import '../../account/account.css';
import '../../funding/funding.css';
import '../../funding/funding-detail.css';
import '../trade.css';
import '../appeal.css';
import '../chat.css';
import '../people.css';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice p2p-refusal" data-testid="order-not-found">
      <p>{t('p2p.order.notFound')}</p>
      <Link to={C2C_PATHS.orders} replace className="payment-link">
        {t('p2p.order.backToList')}
      </Link>
    </div>
  );
}

/** After a finished trade: where the coins are, and back to the market. */
function Finished({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  return (
    <nav className="p2p-finished-links">
      {order.status === 'completed' && order.role === 'buyer' && (
        <Link to="/funds" className="payment-link" data-testid="order-wallet-link">
          {t('p2p.order.success.wallet')}
        </Link>
      )}
      <Link to={C2C_PATHS.market} className="payment-link">
        {t('p2p.order.success.market')}
      </Link>
    </nav>
  );
}

/** Either party's way to an operator, for a paid or overdue order. */
function AppealAction({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      block
      shape="rounded"
      fill="outline"
      color="warning"
      data-testid="order-appeal"
      onClick={() => navigate(appealPath(order.id))}
    >
      {t('p2p.appeal.button')}
    </Button>
  );
}

function OrderView({
  order,
  chat,
  coinDecimals,
  fiatDecimals,
  onExpire,
}: {
  order: P2pOrderDetail;
  chat: Chat | undefined;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
  onExpire: () => void;
}) {
  const actions = actionsOf(order);
  const { t } = useTranslation();
  return (
    <div className="p2p-order" data-testid="order-view" data-role={order.role}>
      <StatusBanner
        order={order}
        onExpire={onExpire}
        coinDecimals={coinDecimals}
        fiatDecimals={fiatDecimals}
      />
      <OrderFacts order={order} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />
      {isOpenOrder(order.status) && <PaymentDetails order={order} />}
      <Counterpart order={order} />
      <ChatEntry order={order} chat={chat} />
      <ContactSupport link={{ kind: 'p2p_order', ref: String(order.id) }} />
      {order.appeal && (
        <AppealSection
          order={order}
          appeal={order.appeal}
          chat={chat}
          coinDecimals={coinDecimals}
        />
      )}
      {actions.release && <ReleaseEntry order={order} fiatDecimals={fiatDecimals} />}
      {(actions.pay || actions.cancel || actions.appeal) && (
        <div className="p2p-actions">
          {actions.pay && <PayAction order={order} fiatDecimals={fiatDecimals} />}
          {actions.appeal && <AppealAction order={order} />}
          {actions.cancel && <CancelAction order={order} />}
        </div>
      )}
      {order.status === 'completed' && <ReviewSection order={order} />}
      {order.terms && (
        <section className="card p2p-card">
          <h3 className="card-title">{t('p2p.common.terms')}</h3>
          <p className="p2p-terms-text" data-testid="order-terms">
            {order.terms}
          </p>
        </section>
      )}
      {!isOpenOrder(order.status) && <Finished order={order} />}
    </div>
  );
}

function OrderLoader({ id }: { id: number }) {
  const { order, isPending, coinDecimals, fiatDecimals } = useOrderWithDecimals(id);
  const data = order.data;
  const chat = useOrderChat(id, { live: data !== undefined && isOpenOrder(data.status) });
  return (
    <QueryState isPending={isPending} error={order.error} onRetry={() => void order.refetch()}>
      {data && (
        <OrderView
          order={data}
          chat={chat.data}
          coinDecimals={coinDecimals}
          fiatDecimals={fiatDecimals}
          onExpire={() => void order.refetch()}
        />
      )}
    </QueryState>
  );
}

/**
 * `/c2c/order/:id`: one order from the caller's side, with its chat entry,
 * appeal and review. It follows the live `p2p` topic (`live.ts`), so the
 * other party's step shows without a reload; a slow read backs it up.
 */
export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <TradeDemoNotice />;
  else if (id === null) body = <NotFound />;
  else body = <OrderLoader id={id} />;
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p-order">
      <PageHeader title={t('p2p.order.title')} />
      <div className="p2p-body">{body}</div>
    </div>
  );
}
