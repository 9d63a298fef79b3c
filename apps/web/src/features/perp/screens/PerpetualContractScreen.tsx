import { PERP_PAGE_SIZE, type PerpConfig } from '@exchange/contracts';
import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { bookView } from '../../market/depthBook';
import { balanceIn } from '../../wallet/assets';
import { useWalletOverview } from '../../wallet/queries';
import { ContractDrawer } from '../components/ContractDrawer';
import { ContractHeader } from '../components/ContractHeader';
import { PERP_BOOK_LEVELS, PerpBook } from '../components/PerpBook';
import { PerpOrderForm } from '../components/PerpOrderForm';
import { PerpPanels } from '../components/PerpPanels';
import { useLiveMark, useLivePerpAccount } from '../live';
import { perpPath, perpSymbolParam } from '../paths';
import { usePerpContract, usePerpEntrusts, usePerpLeverage, usePerpPositions } from '../queries';
import { usePerpBook } from '../usePerpBook';
import { usePerpForm } from '../usePerpForm';
import '../../funding/funding.css';
import '../../market/market.css';
import '../../trade/trade.css';
import '../perp.css';

function Unknown() {
  const { t } = useTranslation();
  return (
    <div className="state-block">
      <ErrorBlock status="empty" title={t('perp.unknown')} description="" />
    </div>
  );
}

/**
 * The Contract tab, `/perpetualContract/{SYMBOL}`. Any accepted spelling
 * ("btc", "BTC-USDT") is rewritten to the canonical symbol. Guests see the
 * contract, the book and the form, but no positions, orders or balances.
 */
export default function PerpetualContractScreen() {
  const { symbol: raw } = useParams();
  const { search } = useLocation();
  const symbol = perpSymbolParam(raw);
  if (symbol === null) {
    return (
      <div className="screen" data-testid="perp-screen">
        <Unknown />
      </div>
    );
  }
  if (raw !== symbol) return <Navigate to={`${perpPath(symbol)}${search}`} replace />;
  // Keyed by symbol: switching contracts starts a fresh form and book.
  return <ContractView key={symbol} symbol={symbol} />;
}

function ContractView({ symbol }: { symbol: string }) {
  const { contract, query } = usePerpContract(symbol);
  useLiveMark(symbol);
  useLivePerpAccount(symbol, PERP_PAGE_SIZE);
  return (
    <div className="screen trade-screen perp-screen" data-testid="perp-screen">
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {contract ? <ContractBody contract={contract} contracts={query.data ?? []} /> : <Unknown />}
      </QueryState>
    </div>
  );
}

function ContractBody({
  contract,
  contracts,
}: {
  contract: PerpConfig;
  contracts: readonly PerpConfig[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const signedIn = useSession((state) => state.token !== null);
  const wallet = useWalletOverview({ enabled: signedIn });
  const leverage = usePerpLeverage(contract.symbol);
  const positions = usePerpPositions(contract.symbol);
  const entrusts = usePerpEntrusts(contract.symbol);
  const view = bookView(usePerpBook(contract.symbol), PERP_BOOK_LEVELS);
  const position = positions.data?.list[0];
  const tiers = leverage.data?.maintenanceTiers ?? contract.maintenanceTiers;
  const form = usePerpForm({
    config: contract,
    defaultLeverage: leverage.data?.defaultLeverage ?? contract.defaultLeverage,
    hints: { bestBid: view.bestBid, bestAsk: view.bestAsk },
    available: wallet.data
      ? (balanceIn(wallet.data, 'contract', contract.marginAsset)?.available ?? '0')
      : undefined,
    position,
  });

  return (
    <>
      <ContractHeader contract={contract} onSwitch={() => setSwitching(true)} />
      {!contract.enabled && <p className="notice notice-warn">{t('perp.suspended')}</p>}
      <div className="trade-main">
        <PerpOrderForm
          contract={contract}
          form={form}
          leverages={leverage.data?.leverages ?? contract.leverages}
          tiers={tiers}
          position={position}
        />
        <PerpBook view={view} contract={contract} onPick={form.pickPrice} />
      </div>
      <PerpPanels contract={contract} positions={positions} entrusts={entrusts} />
      <ContractDrawer
        open={switching}
        onClose={() => setSwitching(false)}
        contracts={contracts}
        current={contract.symbol}
        onPick={(symbol) => {
          setSwitching(false);
          navigate(perpPath(symbol));
        }}
      />
    </>
  );
}
