import { normalizePerpSymbol, type PerpConfig, type PerpOrder } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { RecordFeed } from '../../funding/components/RecordFeed';
import { MarketTabs } from '../../market/components/MarketTabs';
import { FilterSelect } from '../../wallet/components/FilterSelect';
import { useContractName } from '../contractName';
import { HISTORY_TABS, PROFIT_LOSS_PATH, type HistoryTab } from '../paths';
import type { ContractProduct } from '../product';
import {
  useClosedPositionPages,
  usePerpContracts,
  usePerpFillPages,
  usePerpOrderPages,
} from '../queries';
import { ClosedPositionRow } from './ClosedPositionRow';
import { OrderSheet } from './OrderSheet';
import { PerpFillRow } from './PerpFillRow';
import { PerpOrderRow } from './PerpOrderRow';
import { PerpStopRow } from './PerpStopRow';
import { usePerpStopHistory } from '../stopQueries';

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
 * The contract the records show: the one asked for, or null for all. A
 * product whose records cannot list all at once (see `listsAll`) shows a
 * listed contract, the first one unless another is asked for; null until
 * its list arrives.
 */
function shownSymbol(
  product: ContractProduct,
  asked: string | null,
  listed: readonly PerpConfig[] | undefined,
): string | null {
  if (product.listsAll) return asked;
  const match = listed?.find((contract) => contract.symbol === asked) ?? listed?.[0];
  return match?.symbol ?? null;
}

/**
 * A product's records, `?tab=orders|positions|fills|stops&symbol=`:
 * finished entrusts, closed positions, fills and finished conditional
 * orders, a page at a time, for one contract or, where the product allows
 * it, all. Tapping an entrust, a fill or a triggered order's link opens the
 * entrust with its fills.
 */
export function ContractHistory({ product, testId }: { product: ContractProduct; testId: string }) {
  const { t } = useTranslation();
  const nameOf = useContractName();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const contracts = usePerpContracts(product);
  const symbol = shownSymbol(
    product,
    normalizePerpSymbol(params.get('symbol') ?? ''),
    contracts.data,
  );
  const [opening, setOpening] = useState<Opening | null>(null);
  const placesOf: PlacesOf = (of) =>
    contracts.data?.find((contract) => contract.symbol === of)?.pricePrecision ?? 8;
  const all = product.listsAll ? [{ value: '', label: t('perp.history.allContracts') }] : [];

  const setParam = (key: 'tab' | 'symbol', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="screen perp-history-screen" data-testid={testId}>
      <PageHeader
        title={t(product.historyTitle)}
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
            ...all,
            ...(contracts.data ?? []).map((contract) => ({
              value: contract.symbol,
              label: nameOf(contract),
            })),
          ]}
          onChange={(value) => setParam('symbol', value)}
          testId="contract-filter"
        />
      </div>
      <div className="record-feed">
        {symbol === null && !product.listsAll ? (
          <QueryState
            isPending={contracts.isPending}
            error={contracts.error}
            isEmpty
            onRetry={() => void contracts.refetch()}
          >
            {null}
          </QueryState>
        ) : (
          <Feed tab={tab} symbol={symbol} placesOf={placesOf} onOpen={setOpening} />
        )}
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
  onOpen: (at: Opening) => void;
}

function Feed({ tab, ...props }: FeedProps & { tab: HistoryTab }) {
  if (tab === 'positions') return <ClosedPositions {...props} />;
  if (tab === 'fills') return <Fills {...props} />;
  if (tab === 'stops') return <Stops {...props} />;
  return <Orders {...props} />;
}

function Orders({ symbol, placesOf, onOpen }: FeedProps) {
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

function Fills({ symbol, placesOf, onOpen }: FeedProps) {
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

function Stops({ symbol, placesOf, onOpen }: FeedProps) {
  return (
    <RecordFeed
      query={usePerpStopHistory(symbol)}
      row={(stop) => (
        <PerpStopRow
          key={stop.stopId}
          stop={stop}
          places={placesOf(stop.symbol)}
          onOpen={(orderId) => onOpen({ orderId, symbol: stop.symbol })}
        />
      )}
    />
  );
}
