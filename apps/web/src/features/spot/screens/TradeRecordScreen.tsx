import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RecordFeed } from '../../funding/components/RecordFeed';
import { MarketTabs } from '../../market/components/MarketTabs';
import { symbolParam, type RecordTab } from '../../market/paths';
import { useMarket } from '../../market/queries';
import { FillRow } from '../components/FillRow';
import { OrderRow, placesOf, type Places } from '../components/OrderRow';
import { StopRow } from '../components/StopRow';
import { useFillPages, useOrderPages } from '../queries';
import { useStopHistory } from '../stopQueries';
import '../../funding/funding.css';
import '../../wallet/wallet.css';
import '../../market/market.css';
import '../trade.css';
import '../components/stops.css';

const TABS: readonly RecordTab[] = ['current', 'history', 'fills', 'stops'];

function tabOf(raw: string | null): RecordTab {
  return TABS.find((tab) => tab === raw) ?? 'current';
}

/** The user's orders, fills and past conditional orders for one pair (`?tab=...`), page by page. */
export default function TradeRecordScreen() {
  const { t } = useTranslation();
  const { symbol: raw } = useParams();
  const [params, setParams] = useSearchParams();
  const symbol = symbolParam(raw);
  const { market } = useMarket(symbol);
  const tab = tabOf(params.get('tab'));
  return (
    <div className="screen trade-record-screen" data-testid="trade-record-screen">
      <PageHeader title={symbol ?? t('trade.record.title')} />
      {symbol === null ? (
        <div className="state-block">
          <ErrorBlock status="empty" title={t('market.unknown')} description="" />
        </div>
      ) : (
        <>
          <MarketTabs
            items={TABS.map((key) => ({
              key,
              label: key === 'stops' ? t('stops.record') : t(`trade.record.${key}`),
            }))}
            value={tab}
            onChange={(next) => setParams({ tab: next }, { replace: true })}
            testIdPrefix="record-tab"
          />
          {tab === 'fills' ? (
            <Fills symbol={symbol} places={placesOf(market)} />
          ) : tab === 'stops' ? (
            <Stops symbol={symbol} places={placesOf(market)} />
          ) : (
            <Orders key={tab} list={tab} symbol={symbol} places={placesOf(market)} />
          )}
        </>
      )}
    </div>
  );
}

function Orders(props: { list: 'current' | 'history'; symbol: string; places: Places }) {
  return (
    <div className="record-feed">
      <RecordFeed
        query={useOrderPages(props.list, props.symbol)}
        row={(order) => <OrderRow key={order.orderId} order={order} places={props.places} />}
      />
    </div>
  );
}

function Fills({ symbol, places }: { symbol: string; places: Places }) {
  return (
    <div className="record-feed">
      <RecordFeed
        query={useFillPages(symbol)}
        row={(fill) => <FillRow key={fill.tradeId} fill={fill} places={places} />}
      />
    </div>
  );
}

function Stops({ symbol, places }: { symbol: string; places: Places }) {
  return (
    <div className="record-feed">
      <RecordFeed
        query={useStopHistory(symbol)}
        row={(stop) => <StopRow key={stop.stopId} stop={stop} places={places} />}
      />
    </div>
  );
}
