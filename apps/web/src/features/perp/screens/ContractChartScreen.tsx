import type { PerpConfig } from '@exchange/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { chartViewKey, chartViewOf } from '../../market/chartData';
import { ChartPanel } from '../../market/components/ChartPanel';
import { DemoBadge } from '../../market/components/DemoBadge';
import { FavouriteStar } from '../../market/components/FavouriteStar';
import { CONTRACT_CHART, contractChartSubject, markPriceLines } from '../chart';
import { ContractChartStats, ContractQuote } from '../components/ContractChartStats';
import { NoContract } from '../components/ContractDesk';
import { useContractName } from '../contractName';
import { useLiveMark } from '../live';
import { contractChartPath, perpSymbolParam } from '../paths';
import { productOf, type ContractProduct } from '../product';
import { usePerpContract } from '../queries';
import { usePerpBook } from '../usePerpBook';
import '../../market/market.css';
import '../../market/trend.css';
import '../perp.css';

/**
 * `/contract/chart/{SYMBOL}`: a perpetual's or a delivery series' chart in
 * the night theme, the contract screens' chart icon leads here. The last,
 * mark and index prices, then the time frames (`?frame=`, `depth` for the
 * depth chart), the indicators and the candles with the mark and index
 * drawn across them. Any accepted spelling ("btcusdt_5m") is rewritten to
 * the canonical symbol; the term decides the product. Loaded lazily with
 * the chart library.
 */
export default function ContractChartScreen() {
  const { t } = useTranslation();
  const { symbol: raw } = useParams();
  const { search } = useLocation();
  const symbol = perpSymbolParam(raw);
  if (symbol === null) {
    return (
      <div className="screen contract-chart-screen" data-testid="contract-chart-screen">
        <PageHeader title={t('perp.unknown')} />
      </div>
    );
  }
  if (raw !== symbol) return <Navigate to={`${contractChartPath(symbol)}${search}`} replace />;
  // Keyed by symbol: another contract starts with a fresh book and live list.
  return <ContractChartView key={symbol} symbol={symbol} product={productOf(symbol)} />;
}

function ContractChartView({ symbol, product }: { symbol: string; product: ContractProduct }) {
  const { t } = useTranslation();
  const nameOf = useContractName();
  const { contract, query } = usePerpContract(product, symbol);
  useLiveMark(symbol, product.id);
  return (
    <div className="screen contract-chart-screen" data-testid="contract-chart-screen">
      <PageHeader
        title={contract ? nameOf(contract) : symbol}
        right={<FavouriteStar symbol={symbol} />}
      />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {contract ? (
          <ContractChartBody contract={contract} name={nameOf(contract)} />
        ) : (
          <NoContract title={t(product.unknown)} />
        )}
      </QueryState>
    </div>
  );
}

function ContractChartBody({ contract, name }: { contract: PerpConfig; name: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = chartViewOf(params.get('frame'));
  const book = usePerpBook(contract.symbol);
  const { markPrice, indexPrice } = contract;
  const priceLines = useMemo(
    () =>
      markPriceLines(
        { markPrice, indexPrice },
        { mark: t('perp.chart.markLine'), index: t('perp.chart.indexLine') },
      ),
    [markPrice, indexPrice, t],
  );
  return (
    <>
      <DemoBadge coin={contract.base} line />
      <ContractChartStats contract={contract} />
      <ChartPanel
        source={CONTRACT_CHART}
        subject={contractChartSubject(contract, name)}
        figures={<ContractQuote contract={contract} />}
        book={book}
        view={view}
        onView={(next) => setParams({ frame: chartViewKey(next) }, { replace: true })}
        priceLines={priceLines}
      />
    </>
  );
}
