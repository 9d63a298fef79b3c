import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useMarket } from '../../market/queries';
import { FillRow } from '../components/FillRow';
import { OrderFacts } from '../components/OrderFacts';
import { placesOf } from '../components/OrderRow';
import { idParam } from '../params';
import { useOrderDetail } from '../queries';
import '../../funding/funding.css';
import '../../market/market.css';
import '../trade.css';

/** `/orderDetail?orderId=` and `/entrustDetail?orderId=`: one order and its fills. */
export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = idParam(params.get('orderId'));
  const detail = useOrderDetail(orderId);
  const { market } = useMarket(detail.data?.symbol ?? null);
  const order = detail.data;
  return (
    <div className="screen trade-detail-screen" data-testid="order-detail-screen">
      <PageHeader title={t('trade.detail.title')} />
      {orderId === null ? (
        <div className="state-block">
          <ErrorBlock status="empty" title={t('trade.detail.notFound')} description="" />
        </div>
      ) : (
        <QueryState
          isPending={detail.isPending}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        >
          {order && (
            <>
              <section className="card detail-card">
                <OrderFacts order={order} market={market} />
              </section>
              <section className="detail-fills">
                <h2 className="detail-section-title">{t('trade.detail.fills')}</h2>
                {order.trades.length === 0 ? (
                  <p className="orders-empty muted">{t('trade.detail.noFills')}</p>
                ) : (
                  <ul className="order-list">
                    {order.trades.map((fill) => (
                      <FillRow key={fill.tradeId} fill={fill} places={placesOf(market)} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
