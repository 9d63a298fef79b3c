import { symbolToPath, type MarketSummary } from '@exchange/contracts';
import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { chartViewKey, chartViewOf } from '../chartData';
import { SPOT_CHART } from '../chartSource';
import { bookView } from '../depthBook';
import { AlertBellLink } from '../../alerts/components/AlertBellLink';
import { ChartPanel } from '../components/ChartPanel';
import { DemoBadge } from '../components/DemoBadge';
import { FavouriteStar } from '../components/FavouriteStar';
import { DEPTH_TABLE_LEVELS, DepthTable } from '../components/DepthTable';
import { LatestTrades } from '../components/LatestTrades';
import { MarketTabs } from '../components/MarketTabs';
import { TrendQuote, TrendStats } from '../components/TrendStats';
import { useLiveTicker } from '../live';
import { symbolParam, tradePath, trendPath } from '../paths';
import { useMarket } from '../queries';
import { useOrderBook } from '../useOrderBook';
import '../market.css';
import '../trend.css';

/**
 * `/trendDetails/{BASE_QUOTE}` in the night theme: stats, the chart in the
 * chosen time frame or the depth chart (`?frame=`, `depth` for depth), then
 * the book or the latest trades, and buy and sell buttons. Loaded lazily
 * with the chart library.
 */
export default function TrendDetailsScreen() {
  const { t } = useTranslation();
  const { symbol: raw } = useParams();
  const [params] = useSearchParams();
  const symbol = symbolParam(raw);
  if (symbol === null) {
    return (
      <div className="screen trend-screen" data-testid="trend-screen">
        <PageHeader title={t('market.unknown')} />
      </div>
    );
  }
  if (raw !== symbolToPath(symbol)) {
    const search = params.toString();
    return <Navigate to={`${trendPath(symbol)}${search ? `?${search}` : ''}`} replace />;
  }
  return <TrendView key={symbol} symbol={symbol} />;
}

function TrendView({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { market, query } = useMarket(symbol);
  useLiveTicker(symbol);
  return (
    <div className="screen trend-screen" data-testid="trend-screen">
      <PageHeader
        title={symbol}
        right={
          <span className="header-actions">
            <AlertBellLink symbol={symbol} />
            <FavouriteStar symbol={symbol} />
          </span>
        }
      />
      {market && <DemoBadge coin={market.base} line />}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {market ? (
          <TrendBody market={market} />
        ) : (
          <div className="state-block">
            <ErrorBlock status="empty" title={t('market.unknown')} description="" />
          </div>
        )}
      </QueryState>
    </div>
  );
}

type Panel = 'depth' | 'trades';

function TrendBody({ market }: { market: MarketSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chartView = chartViewOf(params.get('frame'));
  const [panel, setPanel] = useState<Panel>('depth');
  const book = useOrderBook(market.symbol);
  const view = bookView(book, DEPTH_TABLE_LEVELS);
  return (
    <>
      <TrendStats market={market} />
      <ChartPanel
        source={SPOT_CHART}
        subject={{
          symbol: market.symbol,
          name: market.symbol,
          tickSize: market.tickSize,
          precision: market.pricePrecision,
          amountPrecision: market.amountPrecision,
        }}
        figures={<TrendQuote market={market} />}
        book={book}
        view={chartView}
        onView={(next) => setParams({ frame: chartViewKey(next) }, { replace: true })}
      />
      <MarketTabs
        items={[
          { key: 'depth', label: t('market.depth.title') },
          { key: 'trades', label: t('market.depth.trades') },
        ]}
        value={panel}
        onChange={setPanel}
        testIdPrefix="trend-panel"
        className="trend-panels"
      />
      <div className="trend-panel">
        {panel === 'depth' ? (
          <DepthTable view={view} market={market} />
        ) : (
          <LatestTrades market={market} />
        )}
      </div>
      <div className="trend-actions">
        <Button
          block
          className="trend-buy"
          data-testid="trend-buy"
          onClick={() => navigate(tradePath(market.symbol, 'buy'))}
        >
          {t('market.buy')}
        </Button>
        <Button
          block
          className="trend-sell"
          data-testid="trend-sell"
          onClick={() => navigate(tradePath(market.symbol, 'sell'))}
        >
          {t('market.sell')}
        </Button>
      </div>
    </>
  );
}
