import { PERP_PAGE_SIZE } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { ContractDesk, NoContract } from '../components/ContractDesk';
import { FundingStats } from '../components/FundingStats';
import { useLiveMark, useLivePerpAccount } from '../live';
import { perpPath, perpSymbolParam } from '../paths';
import { PERPETUAL } from '../product';
import { usePerpContract } from '../queries';
import '../../funding/funding.css';
import '../../market/market.css';
import '../../spot/trade.css';
import '../perp.css';
import '../products.css';

/**
 * The Contract tab, `/perpetualContract/{SYMBOL}`. Any accepted spelling
 * ("btc", "BTC-USDT") is rewritten to the canonical symbol.
 */
export default function PerpetualContractScreen() {
  const { t } = useTranslation();
  const { symbol: raw } = useParams();
  const { search } = useLocation();
  const symbol = perpSymbolParam(raw);
  if (symbol === null) {
    return (
      <div className="screen" data-testid="perp-screen">
        <NoContract title={t('perp.unknown')} />
      </div>
    );
  }
  if (raw !== symbol) return <Navigate to={`${perpPath(symbol)}${search}`} replace />;
  // Keyed by symbol: switching contracts starts a fresh form and book.
  return <ContractView key={symbol} symbol={symbol} />;
}

function ContractView({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { contract, query } = usePerpContract(PERPETUAL, symbol);
  useLiveMark(symbol, PERPETUAL.id);
  useLivePerpAccount(symbol, PERP_PAGE_SIZE);
  return (
    <div className="screen trade-screen perp-screen" data-testid="perp-screen">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {contract ? (
          <ContractDesk
            product={PERPETUAL}
            contract={contract}
            contracts={query.data ?? []}
            stats={<FundingStats contract={contract} />}
          />
        ) : (
          <NoContract title={t('perp.unknown')} />
        )}
      </QueryState>
    </div>
  );
}
