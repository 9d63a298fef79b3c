import { symbolToPath, type MarketSummary, type OrderSide } from '@exchange/contracts';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { bookView } from '../../market/depthBook';
import { useLiveTicker } from '../../market/live';
import { symbolParam, tradePath } from '../../market/paths';
import { useMarket } from '../../market/queries';
import { useOrderBook } from '../../market/useOrderBook';
import { balanceIn } from '../../wallet/assets';
import { useWalletOverview } from '../../wallet/queries';
import { OrderBook } from '../components/OrderBook';
import { OpenOrders } from '../components/OpenOrders';
import { OrderForm } from '../components/OrderForm';
import { StopOrderForm } from '../components/StopOrderForm';
import { PairDrawer } from '../components/PairDrawer';
import { PairHeader } from '../components/PairHeader';
import { useLiveOrders } from '../liveOrders';
import { useOrderForm } from '../useOrderForm';
import { useStopForm } from '../useStopForm';
import '../../market/market.css';
import '../trade.css';

/**
 * The Trade tab, `/trade/{BASE_QUOTE}`. Any accepted spelling ("btc",
 * "ETH-USDT") is rewritten to the canonical path; the layout remembers it
 * for the tab bar. Guests see everything but orders and balances.
 */
export default function TradeScreen() {
  const { t } = useTranslation();
  const { symbol: raw } = useParams();
  const { search } = useLocation();
  const symbol = symbolParam(raw);
  if (symbol === null) {
    return (
      <div className="state-block" data-testid="trade-screen">
        <ErrorBlock status="empty" title={t('market.unknown')} description="" />
      </div>
    );
  }
  if (raw !== symbolToPath(symbol))
    return <Navigate to={`${tradePath(symbol)}${search}`} replace />;
  // Keyed by symbol: switching pairs starts a fresh form and book.
  return <TradeView key={symbol} symbol={symbol} />;
}

function TradeView({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { market, query } = useMarket(symbol);
  useLiveTicker(symbol);
  useLiveOrders(symbol);
  return (
    <div className="screen trade-screen" data-testid="trade-screen">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {market ? (
          <TradeBody market={market} markets={query.data ?? []} />
        ) : (
          <div className="state-block">
            <ErrorBlock status="empty" title={t('market.unknown')} description="" />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function TradeBody({
  market,
  markets,
}: {
  market: MarketSummary;
  markets: readonly MarketSummary[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [switching, setSwitching] = useState(false);
  const signedIn = useSession((state) => state.token !== null);
  const wallet = useWalletOverview({ enabled: signedIn });
  const book = useOrderBook(market.symbol);
  // The form's hints are the book's true best prices, never the grouped ones shown.
  const best = bookView(book, 1);
  const spot = (asset: string) =>
    wallet.data ? (balanceIn(wallet.data, 'spot', asset)?.available ?? '0') : undefined;
  const initialSide: OrderSide = params.get('side') === 'sell' ? 'sell' : 'buy';
  const form = useOrderForm({
    market,
    hints: {
      bestBid: best.bestBid ?? market.ticker.bestBid,
      bestAsk: best.bestAsk ?? market.ticker.bestAsk,
      last: market.ticker.last,
    },
    available: { buy: spot(market.quote), sell: spot(market.base) },
    initialSide,
  });
  const stop = useStopForm({ market, side: form.draft.side, available: form.available });

  return (
    <>
      <PairHeader market={market} onSwitch={() => setSwitching(true)} />
      {!market.enabled && <p className="notice notice-warn">{t('market.suspended')}</p>}
      <div className="trade-main">
        {stop.kind === null ? (
          <OrderForm market={market} form={form} stop={stop} />
        ) : (
          <StopOrderForm market={market} form={form} stop={stop} />
        )}
        <OrderBook
          book={book}
          market={market}
          onPick={stop.kind === null ? form.pickPrice : stop.pickPrice}
        />
      </div>
      <OpenOrders market={market} />
      <PairDrawer
        open={switching}
        onClose={() => setSwitching(false)}
        markets={markets}
        current={market.symbol}
        onPick={(symbol) => {
          setSwitching(false);
          navigate(tradePath(symbol));
        }}
      />
    </>
  );
}
