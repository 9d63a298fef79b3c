import type { PerpConfig } from '@exchange/contracts';
import { BillOutline, DownFill, FileOutline, HistogramOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoBadge } from '../../market/components/DemoBadge';
import { FavouriteStar } from '../../market/components/FavouriteStar';
import { formatPrice } from '../../market/format';
import { useContractName } from '../contractName';
import { contractChartPath, PROFIT_LOSS_PATH } from '../paths';
import type { ContractProduct } from '../product';
import { Stat } from './Stat';

/**
 * The contract (tap to switch), its kind, its favourite star, links to its chart, the records
 * and the profit and loss, the live mark and index prices, then the product's own
 * figures (`stats`): funding for a perpetual, expiry and settlement for a
 * delivery series.
 */
export function ContractHeader({
  product,
  contract,
  onSwitch,
  stats,
}: {
  product: ContractProduct;
  contract: PerpConfig;
  onSwitch: () => void;
  stats: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useContractName();
  return (
    <>
      <header className="pair-header perp-header">
        <button
          type="button"
          className="pair-switch"
          data-testid="contract-switch"
          onClick={onSwitch}
        >
          <span className="pair-name">{nameOf(contract)}</span>
          <DownFill className="pair-arrow" />
        </button>
        <span className="perp-kind">{t(`perp.kind.${contract.contractType}`)}</span>
        <span className="pair-links">
          <FavouriteStar symbol={contract.symbol} />
          <Link
            to={contractChartPath(contract.symbol)}
            className="icon-button"
            aria-label={t('perp.links.chart')}
            data-testid="contract-chart-link"
          >
            <HistogramOutline />
          </Link>
          <Link
            to={product.historyPath(undefined, contract.symbol)}
            className="icon-button"
            aria-label={t('perp.links.history')}
          >
            <FileOutline />
          </Link>
          <Link
            to={PROFIT_LOSS_PATH}
            className="icon-button"
            aria-label={t('perp.links.profitLoss')}
          >
            <BillOutline />
          </Link>
        </span>
      </header>
      <DemoBadge coin={contract.base} line />
      <dl className="perp-stats">
        <Stat
          label={t('perp.stats.mark')}
          value={formatPrice(contract.markPrice, contract.pricePrecision)}
          testId="mark-price"
        />
        <Stat
          label={t('perp.stats.index')}
          value={formatPrice(contract.indexPrice, contract.pricePrecision)}
          testId="index-price"
        />
        {stats}
      </dl>
    </>
  );
}
