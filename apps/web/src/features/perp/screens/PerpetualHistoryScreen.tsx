import { normalizePerpSymbol, type PerpOrder } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { RecordFeed } from '../../funding/components/RecordFeed';
import { MarketTabs } from '../../market/components/MarketTabs';
import { FilterSelect } from '../../wallet/components/FilterSelect';
import { ClosedPositionRow } from '../components/ClosedPositionRow';
import { OrderSheet } from '../components/OrderSheet';
import { PerpFillRow } from '../components/PerpFillRow';
import { PerpOrderRow } from '../components/PerpOrderRow';
import { HISTORY_TABS, PROFIT_LOSS_PATH, type HistoryTab } from '../paths';
import {
  useClosedPositionPages,
  usePerpContracts,
  usePerpFillPages,
  usePerpOrderPages,
} from '../queries';
import '../../funding/funding.css';
import '../../wallet/wallet.css';
import '../../market/market.css';
import '../../trade/trade.css';
import '../perp.css';

function tabOf(raw: string | null): HistoryTab {
  return HISTORY_TABS.find((tab) => tab === raw) ?? 'orders';
}

/** Price decimals by contract; exact text (8 places) until the list arrives. */
type PlacesOf = (symbol: string) => number;

interface Opening {
  orderId: string;
  symbol: string;
  known?: PerpOrder;
}

/**
 * `/perpetualHistory?tab=orders|positions|fills&symbol=`: finished entrusts,
 * closed positions and fills, ten to a page, for one contract or all.
 * Tapping an entrust or a fill opens the entrust with its fills.
 */
export default function PerpetualHistoryScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const symbol = normalizePerpSymbol(params.get('symbol') ?? '');
  const contracts = usePerpContracts();
  const [opening, setOpening] = useState<Opening | null>(null);
  const placesOf: PlacesOf = (of) =>
    contracts.data?.find((contract) => contract.symbol === of)?.pricePrecision ?? 8;

  const setParam = (key: 'tab' | 'symbol', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="screen perp-history-screen" data-testid="perp-history-screen">
      <PageHeader
        title={t('perp.history.title')}
        right={
          <Link to={PROFIT_LOSS_PATH} className="header-link" data-testid="pnl-link">
            {t('perp.pnl.title')}
          </Link>
        }
      />
      <MarketTabs
        items={HISTORY_TABS.map((key) => ({ key, label: t(`perp.history.${key}`) }))}
        value={tab}
        onChange={(next) => setParam('tab', next)}
        testIdPrefix="history-tab"
      />
      <div className="perp-filter">
        <FilterSelect
          label={t('perp.history.contract')}
          value={symbol ?? ''}
          options={[
            { value: '', label: t('perp.history.allContracts') },
            ...(contracts.data ?? []).map((contract) => ({
              value: contract.symbol,
              label: contract.symbol,
            })),
          ]}
          onChange={(value) => setParam('symbol', value)}
          testId="contract-filter"
        />
      </div>
      <div className="record-feed">
        {tab === 'orders' && <Orders symbol={symbol} placesOf={placesOf} onOpen={setOpening} />}
        {tab === 'positions' && <ClosedPositions symbol={symbol} placesOf={placesOf} />}
        {tab === 'fills' && <Fills symbol={symbol} placesOf={placesOf} onOpen={setOpening} />}
      </div>
      <OrderSheet
        orderId={opening?.orderId ?? null}
        known={opening?.known}
        places={placesOf(opening?.symbol ?? '')}
        onClose={() => setOpening(null)}
      />
    </div>
  );
}

interface FeedProps {
  symbol: string | null;
  placesOf: PlacesOf;
}

function Orders({ symbol, placesOf, onOpen }: FeedProps & { onOpen: (at: Opening) => void }) {
  return (
    <RecordFeed
      query={usePerpOrderPages(symbol)}
      row={(order) => (
        <PerpOrderRow
          key={order.orderId}
          order={order}
          places={placesOf(order.symbol)}
          onOpen={() => onOpen({ orderId: order.orderId, symbol: order.symbol, known: order })}
        />
      )}
    />
  );
}

function ClosedPositions({ symbol, placesOf }: FeedProps) {
  return (
    <RecordFeed
      query={useClosedPositionPages(symbol)}
      row={(position) => (
        <ClosedPositionRow
          key={position.positionId}
          position={position}
          places={placesOf(position.symbol)}
        />
      )}
    />
  );
}

function Fills({ symbol, placesOf, onOpen }: FeedProps & { onOpen: (at: Opening) => void }) {
  return (
    <RecordFeed
      query={usePerpFillPages(symbol)}
      row={(fill) => (
        <PerpFillRow
          key={fill.tradeId}
          fill={fill}
          places={placesOf(fill.symbol)}
          onOpen={() => onOpen({ orderId: fill.orderId, symbol: fill.symbol })}
        />
      )}
    />
  );
}
