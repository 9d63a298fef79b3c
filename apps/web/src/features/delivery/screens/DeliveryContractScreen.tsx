import { normalizePerpSymbol, PERP_PAGE_SIZE, type PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { ContractDesk, NoContract } from '../../perp/components/ContractDesk';
import { useLiveMark, useLivePerpAccount } from '../../perp/live';
import { DELIVERY } from '../../perp/product';
import { usePerpContracts } from '../../perp/queries';
import { DeliveryStats } from '../components/DeliveryStats';
import '../../funding/funding.css';
import '../../market/market.css';
import '../../spot/trade.css';
import '../../perp/perp.css';
import '../../perp/products.css';

/**
 * `/deliveryContract?symbol=BTCUSDT-5M`: one delivery series, traded as a
 * perpetual is, until its current contract expires and settles at the
 * index. Without a symbol it opens the first listed series; any accepted
 * spelling ("btcusdt_5m") is rewritten to the canonical one.
 */
export default function DeliveryContractScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = usePerpContracts(DELIVERY);
  const series = query.data ?? [];
  return (
    <div className="screen trade-screen perp-screen" data-testid="delivery-screen">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {series.length === 0 ? (
          <NoContract title={t('delivery.none')} />
        ) : (
          <Series
            raw={params.get('symbol')}
            series={series}
            onSettling={() => void query.refetch()}
          />
        )}
      </QueryState>
    </div>
  );
}

function Series({
  raw,
  series,
  onSettling,
}: {
  raw: string | null;
  series: readonly PerpConfig[];
  onSettling: () => void;
}) {
  const { t } = useTranslation();
  const symbol = raw === null ? (series[0]?.symbol ?? null) : normalizePerpSymbol(raw);
  const contract = series.find((candidate) => candidate.symbol === symbol);
  if (contract === undefined) return <NoContract title={t('delivery.unknown')} />;
  if (raw !== contract.symbol)
    return <Navigate to={DELIVERY.contractPath(contract.symbol)} replace />;
  // Keyed by symbol: switching series starts a fresh form and book.
  return (
    <SeriesView key={contract.symbol} contract={contract} series={series} onSettling={onSettling} />
  );
}

function SeriesView({
  contract,
  series,
  onSettling,
}: {
  contract: PerpConfig;
  series: readonly PerpConfig[];
  onSettling: () => void;
}) {
  useLiveMark(contract.symbol, DELIVERY.id);
  useLivePerpAccount(contract.symbol, PERP_PAGE_SIZE);
  return (
    <ContractDesk
      product={DELIVERY}
      contract={contract}
      contracts={series}
      stats={<DeliveryStats contract={contract} onSettling={onSettling} />}
    />
  );
}
