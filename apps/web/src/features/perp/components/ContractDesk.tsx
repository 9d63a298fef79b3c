import type { PerpConfig } from '@exchange/contracts';
import { ErrorBlock } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../state/session';
import { bookView } from '../../market/depthBook';
import { balanceIn } from '../../wallet/assets';
import { useCoinIndex, useWalletOverview } from '../../wallet/queries';
import type { ContractProduct } from '../product';
import { usePerpEntrusts, usePerpLeverage, usePerpMarginMode, usePerpPositions } from '../queries';
import { usePerpBook } from '../usePerpBook';
import { usePerpForm } from '../usePerpForm';
import { ContractDrawer } from './ContractDrawer';
import { ContractHeader } from './ContractHeader';
import { PerpBook } from './PerpBook';
import { PerpOrderForm } from './PerpOrderForm';
import { PerpPanels } from './PerpPanels';

/** Said in place of the screen when the route names no listed contract. */
export function NoContract({ title }: { title: string }) {
  return (
    <div className="state-block">
      <ErrorBlock status="empty" title={title} description="" />
    </div>
  );
}

interface ContractDeskProps {
  product: ContractProduct;
  contract: PerpConfig;
  /** The product's contracts, for the switcher. */
  contracts: readonly PerpConfig[];
  /** The product's own figures under the mark and index prices. */
  stats: ReactNode;
}

/**
 * One contract's trading screen, the same for both products: the header,
 * the order form beside the book, the user's positions and entrusts, and
 * the switcher. The margin is the available balance of the product's own
 * wallet. Guests see the contract, the book and the form, but no
 * positions, orders or balances.
 */
export function ContractDesk({ product, contract, contracts, stats }: ContractDeskProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const signedIn = useSession((state) => state.token !== null);
  const wallet = useWalletOverview({ enabled: signedIn });
  const coins = useCoinIndex();
  const leverage = usePerpLeverage(contract.symbol);
  const positions = usePerpPositions(contract.symbol);
  const entrusts = usePerpEntrusts(contract.symbol);
  const book = usePerpBook(contract.symbol);
  // The form's hints are the book's true best prices, never the grouped ones shown.
  const best = bookView(book, 1);
  const position = positions.data?.list[0];
  const chosenMode = usePerpMarginMode(contract.symbol);
  // An open position keeps the mode it was opened in: the mode cannot change while it is open.
  const marginMode = position?.marginMode ?? chosenMode.data?.mode ?? 'isolated';
  const tiers = leverage.data?.maintenanceTiers ?? contract.maintenanceTiers;
  const form = usePerpForm({
    config: contract,
    defaultLeverage: leverage.data?.defaultLeverage ?? contract.defaultLeverage,
    hints: { bestBid: best.bestBid, bestAsk: best.bestAsk },
    available: wallet.data
      ? (balanceIn(wallet.data, product.wallet, contract.marginAsset)?.available ?? '0')
      : undefined,
    position,
    marginDecimals: coins.get(contract.marginAsset)?.decimals,
    marginMode,
  });

  return (
    <>
      <ContractHeader
        product={product}
        contract={contract}
        onSwitch={() => setSwitching(true)}
        stats={stats}
      />
      {!contract.enabled && <p className="notice notice-warn">{t('perp.suspended')}</p>}
      <div className="trade-main">
        <PerpOrderForm
          product={product}
          contract={contract}
          form={form}
          leverages={leverage.data?.leverages ?? contract.leverages}
          tiers={tiers}
          position={position}
          marginMode={marginMode}
        />
        <PerpBook book={book} contract={contract} onPick={form.pickPrice} />
      </div>
      <PerpPanels product={product} contract={contract} positions={positions} entrusts={entrusts} />
      <ContractDrawer
        product={product}
        open={switching}
        onClose={() => setSwitching(false)}
        contracts={contracts}
        current={contract.symbol}
        onPick={(symbol) => {
          setSwitching(false);
          navigate(product.contractPath(symbol));
        }}
      />
    </>
  );
}
