import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime, formatPrice, formatQuantity } from '../../market/format';
import { orderDetailPath } from '../../market/paths';
import { useMarket } from '../../market/queries';
import { formatBalance } from '../../wallet/format';
import { placesOf } from '../components/OrderRow';
import { idParam } from '../params';
import { useOrderDetail } from '../queries';
import '../../funding/funding.css';
import '../../market/market.css';
import '../trade.css';

/** `/tradeDetail?tradeId=&orderId=`: one fill, read from its order's detail. */
export default function TradeDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = idParam(params.get('orderId'));
  const tradeId = params.get('tradeId');
  const detail = useOrderDetail(orderId);
  const { market } = useMarket(detail.data?.symbol ?? null);
  const fill = detail.data?.trades.find((trade) => trade.tradeId === tradeId);
  const places = placesOf(market);
  const notFound = (
    <div className="state-block">
      <ErrorBlock status="empty" title={t('trade.detail.notFound')} description="" />
    </div>
  );
  if (orderId === null) {
    return (
      <div className="screen trade-detail-screen" data-testid="fill-detail-screen">
        <PageHeader title={t('trade.detail.fillTitle')} />
        {notFound}
      </div>
    );
  }
  const [base = '', quote = ''] = fill?.symbol.split('/') ?? [];
  return (
    <div className="screen trade-detail-screen" data-testid="fill-detail-screen">
      <PageHeader title={t('trade.detail.fillTitle')} />
      <QueryState
        isPending={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      >
        {fill === undefined ? (
          notFound
        ) : (
          <section className="card detail-card">
            <DetailRows
              rows={[
                { label: t('trade.detail.pair'), value: fill.symbol },
                {
                  label: t('trade.detail.type'),
                  value: (
                    <span className={fill.side === 'buy' ? 'up' : 'down'}>
                      {t(`trade.side.${fill.side}`)}
                    </span>
                  ),
                },
                { label: t('trade.detail.role'), value: t(`trade.detail.${fill.role}`) },
                {
                  label: t('trade.price'),
                  value: `${formatPrice(fill.price, places.price)} ${quote}`,
                },
                {
                  label: t('trade.amount'),
                  value: `${formatQuantity(fill.amount, places.amount)} ${base}`,
                },
                {
                  label: t('trade.detail.value'),
                  value: `${formatPrice(fill.quoteAmount, places.price)} ${quote}`,
                },
                {
                  label: t('trade.detail.fee'),
                  value: `${formatBalance(fill.fee)} ${fill.feeAsset}`,
                },
                { label: t('trade.detail.time'), value: formatDateTime(fill.time) },
                { label: t('trade.detail.tradeId'), value: fill.tradeId },
                {
                  label: t('trade.detail.orderId'),
                  value: <Link to={orderDetailPath(fill.orderId)}>{fill.orderId}</Link>,
                },
              ]}
            />
          </section>
        )}
      </QueryState>
    </div>
  );
}
