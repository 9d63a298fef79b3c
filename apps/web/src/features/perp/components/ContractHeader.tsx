import type { PerpConfig } from '@exchange/contracts';
import { BillOutline, DownFill, FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoBadge } from '../../market/components/DemoBadge';
import { formatPrice } from '../../market/format';
import { formatRate } from '../format';
import { perpHistoryPath, PROFIT_LOSS_PATH } from '../paths';
import { annualisedRate } from '../perpMath';
import { FundingCountdown } from './FundingCountdown';

function Stat(props: { label: string; value: ReactNode; note?: string; testId: string }) {
  return (
    <div className="perp-stat">
      <dt className="muted">{props.label}</dt>
      <dd className="num" data-testid={props.testId}>
        {props.value}
      </dd>
      {props.note && <dd className="perp-stat-note muted num">{props.note}</dd>}
    </div>
  );
}

/**
 * The contract (tap to switch), its kind, links to the records and the
 * profit and loss, and the live mark, index, funding rate (with its yearly
 * equivalent) and the countdown to the next settlement.
 */
export function ContractHeader({
  contract,
  onSwitch,
}: {
  contract: PerpConfig;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  const yearly = annualisedRate(contract.fundingRate, contract.fundingIntervalHours);
  return (
    <>
      <header className="pair-header perp-header">
        <button
          type="button"
          className="pair-switch"
          data-testid="contract-switch"
          onClick={onSwitch}
        >
          <span className="pair-name">{contract.symbol}</span>
          <DownFill className="pair-arrow" />
        </button>
        <span className="perp-kind">{t(`perp.kind.${contract.contractType}`)}</span>
        <span className="pair-links">
          <Link
            to={perpHistoryPath(undefined, contract.symbol)}
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
        <Stat
          label={t('perp.stats.funding', { hours: contract.fundingIntervalHours })}
          value={formatRate(contract.fundingRate)}
          note={
            yearly === null ? undefined : t('perp.stats.yearly', { rate: formatRate(yearly, 2) })
          }
          testId="funding-rate"
        />
        <Stat
          label={t('perp.stats.countdown')}
          value={<FundingCountdown atMs={contract.nextFundingTime} />}
          testId="next-funding"
        />
      </dl>
    </>
  );
}
